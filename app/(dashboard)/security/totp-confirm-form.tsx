"use client";

import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ActionMessage } from "@/components/ui/action-message";
import { confirmTotpSetupAction } from "./actions";
import { useSudoRetry } from "@/components/sudo/use-sudo-retry";

interface TotpConfirmFormProps {
  secret: string;
  qrCode: string;
  /** The app is on: the recovery codes made with it, to show once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * The QR code and key to scan, and the first code that proves it worked. Loaded when setup
 * starts, with the confirming step itself (issue 26: none of it is in the page's first load).
 */
export function TotpConfirmForm({ secret, qrCode, onConfirmed, onCancel }: TotpConfirmFormProps) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const confirmTotpSetup = useSudoRetry(confirmTotpSetupAction);

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    startTransition(async () => {
      const result = await confirmTotpSetup({ code });
      if (!result.ok) {
        setCodeError(result.fieldErrors?.[0]?.detail ?? result.error);
        return setMessage({ tone: "error", text: result.error });
      }
      onConfirmed(result.data.recoveryCodes);
    });
  }

  return (
    <form onSubmit={confirm} aria-labelledby="totp-heading" className="space-y-4" noValidate>
      <div className="flex flex-wrap items-start gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server, nothing to optimise */}
        <img src={qrCode} alt="QR code to scan with your authenticator app" width={180} height={180} className="rounded-md border border-zinc-200 bg-white dark:border-zinc-700" />
        <div className="min-w-0 space-y-1 text-sm">
          <p>Scan the QR code with your app, or type this key into it:</p>
          <p className="break-all font-mono text-base" data-testid="totp-secret">
            {secret}
          </p>
        </div>
      </div>
      <TextField label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" error={codeError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          Turn on
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <ActionMessage message={message} />
      </div>
    </form>
  );
}
