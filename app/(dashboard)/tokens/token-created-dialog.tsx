"use client";

import { ShownOnceSecretDialog, type ShownOnceDialogControls } from "@/components/ui/shown-once-secret-dialog";
import { browserOrigin, TryItCommand } from "@/components/ui/try-it-command";
import { formatDateTime } from "@/lib/platform/format/date-time";

export interface CreatedToken {
  token: string;
  name: string;
  expiresAt: string;
}

/** A first call with the new token, ready to paste into a terminal. */
function curlLine(token: string): string {
  return `curl -H "Authorization: Bearer ${token}" ${browserOrigin()}/v1/modules`;
}

/** Shows a new token's secret once, with a ready first request; after closing only its hint remains. */
export function TokenCreatedDialog({ created, onClose, returnFocusTo }: { created: CreatedToken | null } & ShownOnceDialogControls) {
  return (
    <ShownOnceSecretDialog
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      shown={
        created
          ? {
              title: "Copy your new access token",
              description: (
                <>
                  &ldquo;{created.name}&rdquo; is ready and works until {formatDateTime(created.expiresAt)}. Use it as a bearer token:{" "}
                  <code>Authorization: Bearer &lt;token&gt;</code>.
                </>
              ),
              label: "Access token",
              secret: created.token,
              storeAdvice: "in your secret manager now",
              after: <TryItCommand command={curlLine(created.token)} />,
            }
          : null
      }
    />
  );
}
