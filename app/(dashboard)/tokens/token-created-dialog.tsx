"use client";

import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";

export interface CreatedToken {
  token: string;
  name: string;
  expiresAt: string;
}

/** Shows a new token's secret once; after closing, only its hint remains anywhere. */
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
    <Dialog
      open={created !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="lg"
      title="Copy your new access token"
      description={created ? <>&ldquo;{created.name}&rdquo; is ready. Use it as a bearer token: <code>Authorization: Bearer &lt;token&gt;</code>.</> : null}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {created ? (
        <div className="space-y-4">
          <Notice tone="warning">
            <p className="flex gap-2 font-medium">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              This is the only time the token is shown. Store it in your secret manager now.
            </p>
          </Notice>
          <div className="space-y-1.5">
            <label htmlFor="created-token" className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
              Access token
            </label>
            <div className="flex gap-2">
              <input
                id="created-token"
                readOnly
                value={created.token}
                data-autofocus
                onFocus={(event) => event.currentTarget.select()}
                spellCheck={false}
                className="block h-10 min-w-0 flex-1 rounded-md border border-zinc-300 bg-zinc-50 px-3 font-mono text-sm text-zinc-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
              />
              <CopyButton value={created.token} />
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
