"use client";

import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";

export interface ShownSecret {
  secret: string;
  title: string;
  description: string;
}

/** Shows a signing secret once (after creation or rotation); only its encrypted form is kept. */
export function WebhookSecretDialog({
  shown,
  onClose,
  returnFocusTo,
}: {
  shown: ShownSecret | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="lg"
      title={shown?.title ?? "Signing secret"}
      description={shown?.description}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {shown ? (
        <div className="space-y-4">
          <Notice tone="warning">
            <p className="flex gap-2 font-medium">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              This is the only time the secret is shown. Store it in your receiver&apos;s secret manager now.
            </p>
          </Notice>
          <div className="space-y-1.5">
            <label htmlFor="webhook-secret" className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
              Signing secret
            </label>
            <div className="flex gap-2">
              <input
                id="webhook-secret"
                readOnly
                value={shown.secret}
                data-autofocus
                onFocus={(event) => event.currentTarget.select()}
                spellCheck={false}
                className="block h-10 min-w-0 flex-1 rounded-md border border-zinc-300 bg-zinc-50 px-3 font-mono text-sm text-zinc-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
              />
              <CopyButton value={shown.secret} />
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
