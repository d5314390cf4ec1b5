"use client";

import { CopyButton } from "@/components/ui/copy-button";
import { ShownOnceSecretDialog } from "@/components/ui/shown-once-secret-dialog";
import { formatDateTime } from "@/lib/format/date-time";

export interface CreatedToken {
  token: string;
  name: string;
  expiresAt: string;
}

/** A first call with the new token, ready to paste into a terminal. */
function curlLine(token: string): string {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return `curl -H "Authorization: Bearer ${token}" ${origin}/v1/modules`;
}

/** Shows a new token's secret once, with a ready first request; after closing only its hint remains. */
export function TokenCreatedDialog({
  created,
  onClose,
  returnFocusTo,
}: {
  created: CreatedToken | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
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
              after: <CurlLine command={curlLine(created.token)} />,
            }
          : null
      }
    />
  );
}

function CurlLine({ command }: { command: string }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Try it</p>
      <div className="flex items-start gap-2">
        <pre className="min-w-0 flex-1 whitespace-pre-wrap break-all rounded-md bg-zinc-100 p-3 font-mono text-xs dark:bg-zinc-950" data-testid="curl-line">
          {command}
        </pre>
        <CopyButton value={command} label="Copy command" />
      </div>
    </div>
  );
}
