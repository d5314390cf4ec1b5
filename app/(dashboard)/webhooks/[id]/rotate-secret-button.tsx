"use client";

import { KeyRound } from "@/components/icons/icons";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmation } from "@/components/ui/use-confirmation";
import { formatDateTime } from "@/lib/platform/format/date-time";
import { rotateSecretAction } from "../actions";
import type { ShownOnceSecret } from "@/components/ui/shown-once-secret";
import { ShownOnceSecretDialog } from "@/components/ui/shown-once-secret-dialog";
import { useOwnAction } from "@/components/providers/use-own-action";

/** Confirms, rotates, then shows the new secret once. The old one keeps signing for 24 h. */
export function RotateSecretButton({ webhookId, url }: { webhookId: string; url: string }) {
  const callRotateSecret = useOwnAction(rotateSecretAction);
  const router = useRouter();
  const confirmation = useConfirmation();
  const [shown, setShown] = useState<ShownOnceSecret | null>(null);

  function rotate() {
    confirmation.run(
      () => callRotateSecret({ id: webhookId }),
      (rotated) => {
        confirmation.close();
        setShown({
          secret: rotated.secret,
          label: "Signing secret",
          storeAdvice: "in your receiver's secret manager now",
          title: "Copy the new signing secret",
          description: `Until ${formatDateTime(rotated.previous_secret_expires_at)} deliveries to ${url} carry two signatures, one with each secret: switch your receiver to the new one before then.`,
        });
      },
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={() => confirmation.ask(true)}>
        <KeyRound className="h-4 w-4" aria-hidden />
        Rotate secret
      </Button>
      <ConfirmDialog
        {...confirmation.dialog}
        onConfirm={rotate}
        variant="primary"
        title="Rotate the signing secret?"
        description="A new secret is issued and shown once. The current one keeps signing beside it for 24 hours, so your receiver can switch without missing a delivery."
        confirmLabel="Rotate secret"
        pendingLabel="Rotating…"
      />
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
