"use client";

import { KeyRound } from "@/components/icons/icons";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format/date-time";
import { rotateSecretAction } from "../actions";
import { ShownOnceSecretDialog, type ShownOnceSecret } from "@/components/ui/shown-once-secret-dialog";
import { useOwnAction } from "@/components/providers/use-own-action";

/** Confirms, rotates, then shows the new secret once. The old one keeps signing for 24 h. */
export function RotateSecretButton({ webhookId, url }: { webhookId: string; url: string }) {
  const callRotateSecret = useOwnAction(rotateSecretAction);
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<ShownOnceSecret | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function close() {
    setError(null);
    setConfirming(false);
  }

  function rotate() {
    startTransition(async () => {
      const result = await callRotateSecret({ id: webhookId });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      close();
      setShown({
        secret: result.data.secret,
        label: "Signing secret",
        storeAdvice: "in your receiver's secret manager now",
        title: "Copy the new signing secret",
        description: `Until ${formatDateTime(result.data.previous_secret_expires_at)} deliveries to ${url} carry two signatures, one with each secret: switch your receiver to the new one before then.`,
      });
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <KeyRound className="h-4 w-4" aria-hidden />
        Rotate secret
      </Button>
      <Dialog
        open={confirming}
        onClose={close}
        title="Rotate the signing secret?"
        description="A new secret is issued and shown once. The current one keeps signing beside it for 24 hours, so your receiver can switch without missing a delivery."
        footer={
          <>
            <Button variant="secondary" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button onClick={rotate} disabled={pending}>
              {pending ? "Rotating…" : "Rotate secret"}
            </Button>
          </>
        }
      >
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </Dialog>
      <ShownOnceSecretDialog
        shown={shown}
        onClose={() => {
          setShown(null);
          router.refresh();
        }}
      />
    </>
  );
}
