"use client";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { ShownOnceSecretDialog, type ShownOnceDialogControls } from "@/components/ui/shown-once-secret-dialog";
import { browserOrigin, TryItCommand } from "@/components/ui/try-it-command";
import { formatDateTime } from "@/lib/platform/format/date-time";

export interface ShownClientSecret {
  clientId: string;
  name: string;
  secret: string;
  /** After a rotation: when the previous secret stops working. */
  previousSecretExpiresAt?: string;
}

/** The grant, ready to paste into a terminal. */
function curlCommand(clientId: string, secret: string): string {
  return `curl -u '${clientId}:${secret}' -d grant_type=client_credentials ${browserOrigin()}/oauth/token`;
}

/** Shows a client's new secret once, beside its client id; after closing only the hint remains. */
export function ClientSecretDialog({ shown, onClose, returnFocusTo }: { shown: ShownClientSecret | null } & ShownOnceDialogControls) {
  return (
    <ShownOnceSecretDialog
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      shown={
        shown
          ? {
              title: shown.previousSecretExpiresAt ? "Copy the new client secret" : "Copy your client's secret",
              description: shown.previousSecretExpiresAt ? (
                <>The previous secret of &ldquo;{shown.name}&rdquo; keeps working until {formatDateTime(shown.previousSecretExpiresAt)}.</>
              ) : (
                <>&ldquo;{shown.name}&rdquo; can now obtain access tokens with its client id and this secret.</>
              ),
              label: "Client secret",
              secret: shown.secret,
              storeAdvice: "in your secret manager now",
              after: (
                <div className="space-y-3">
                  <ClientIdLine clientId={shown.clientId} />
                  <TryItCommand command={curlCommand(shown.clientId, shown.secret)} />
                </div>
              ),
            }
          : null
      }
    />
  );
}

function ClientIdLine({ clientId }: { clientId: string }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Client id</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-zinc-100 p-2 font-mono text-xs dark:bg-zinc-950" data-testid="client-id">
          {clientId}
        </code>
        <CopyButton value={clientId} label="Copy client id" />
      </div>
    </div>
  );
}

/** After creating a private-key-JWT client: there is no secret to show, only the client id its assertions name. */
export function KeyClientReadyDialog({ client, onClose, returnFocusTo }: { client: { clientId: string; name: string } | null } & ShownOnceDialogControls) {
  return (
    <Dialog
      open={client !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title="Your client is ready"
      description={client ? <>&ldquo;{client.name}&rdquo; obtains tokens with a client assertion signed by its private key: iss and sub are the client id, aud is this server.</> : undefined}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {client ? <ClientIdLine clientId={client.clientId} /> : null}
    </Dialog>
  );
}
