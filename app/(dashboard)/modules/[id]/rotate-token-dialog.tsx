"use client";

import { useState } from "react";
import type { components } from "@/clients/typescript/src";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { useConfirmation } from "@/components/ui/use-confirmation";
import { ShownOnceSecretBody } from "@/components/ui/shown-once-secret-panel";
import { rotateModuleTokenAction } from "./actions";
import { DEFAULT_GRACE_PERIOD_SECONDS, GRACE_PERIOD_CHOICES } from "./grace-period-choices";
import { PreviousTokenEnd } from "./previous-token-end";
import { useOwnAction } from "@/components/providers/use-own-action";

export type ModuleTokenRotation = components["schemas"]["ModuleTokenRotation"];

interface RotateTokenDialogProps {
  moduleId: string;
  moduleName: string;
  open: boolean;
  /** New for every opening: retries from this dialog (a double click, a lost answer) rotate once. */
  idempotencyKey: string;
  onRotated: (rotation: ModuleTokenRotation) => void;
  onClose: () => void;
}

/** Confirm with a grace period, then show the new token once. */
export function RotateTokenDialog({ moduleId, moduleName, open, idempotencyKey, onRotated, onClose }: RotateTokenDialogProps) {
  const callRotateModuleToken = useOwnAction(rotateModuleTokenAction);
  const [grace, setGrace] = useState<number>(DEFAULT_GRACE_PERIOD_SECONDS);
  const [rotation, setRotation] = useState<ModuleTokenRotation | null>(null);
  // Opened by the module page, which makes the idempotency key: only the action's state is kept here.
  const confirmation = useConfirmation();

  function close() {
    // The secret leaves the page's state with the dialog.
    setRotation(null);
    confirmation.close();
    setGrace(DEFAULT_GRACE_PERIOD_SECONDS);
    onClose();
  }

  function rotate() {
    confirmation.run(
      () => callRotateModuleToken({ id: moduleId, gracePeriodSeconds: grace, idempotencyKey }),
      (rotated) => {
        setRotation(rotated);
        onRotated(rotated);
      },
    );
  }

  if (rotation) {
    return (
      <Dialog open={open} onClose={close} size="lg" title="Copy the new module token" footer={<Button onClick={close}>Done</Button>}>
        <ShownOnce rotation={rotation} />
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      {...confirmation.dialog}
      open={open}
      onClose={close}
      onConfirm={rotate}
      variant="primary"
      title={`Rotate the token of ${moduleName}?`}
      description="A new cloud-platform token is issued. Every system that uses the current token must switch to the new one before the grace period ends."
      confirmLabel="Rotate token"
      pendingLabel="Rotating…"
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">How long the current token keeps working</legend>
        {GRACE_PERIOD_CHOICES.map((choice) => (
          <label
            key={choice.seconds}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-zinc-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/50 dark:border-zinc-700 dark:has-[:checked]:bg-zinc-800"
          >
            <input
              type="radio"
              name="grace-period"
              value={choice.seconds}
              checked={grace === choice.seconds}
              onChange={() => setGrace(choice.seconds)}
              className="mt-0.5 h-4 w-4 accent-brand-600"
            />
            <span>
              <span className="block font-medium">{choice.label}</span>
              <span className="block text-zinc-600 dark:text-zinc-400">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}

function ShownOnce({ rotation }: { rotation: ModuleTokenRotation }) {
  return (
    <ShownOnceSecretBody
      shown={{
        title: "Copy the new module token",
        label: "New module token",
        secret: rotation.token,
        storeAdvice: "where your systems read it now",
        after: (
          <p className="text-sm">
            <PreviousTokenEnd expiresAt={rotation.previous_token_expires_at} />
          </p>
        ),
      }}
    />
  );
}
