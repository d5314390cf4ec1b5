"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ActionMessage } from "@/components/ui/action-message";

interface TotpConfirmFormProps {
  secret: string;
  qrCode: string;
  codeError?: string;
  pending: boolean;
  message: { tone: "ok" | "error"; text: string } | null;
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/** The QR code and key to scan, and the first code that proves it worked. Loaded when setup starts (issue 26). */
export function TotpConfirmForm({ secret, qrCode, codeError, pending, message, onConfirm, onCancel }: TotpConfirmFormProps) {
  return (
    <form onSubmit={onConfirm} aria-labelledby="totp-heading" className="space-y-4" noValidate>
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
