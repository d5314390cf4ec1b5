"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { ProofMethods } from "@/lib/domains/auth/list-proof-methods";
import { confirmIdentityAction, proofMethodsAction, startPasskeyProofAction } from "./actions";

export interface SudoDialogProps {
  open: boolean;
  /** The account the page was rendered for (the action refuses a stale tab's call). */
  accountId: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

type TypedMethod = "password" | "totp";
type ActionAnswer = { ok: true } | { ok: false; error: string; fieldErrors?: { detail: string }[] };

/**
 * Asks for a proof of identity again before a sensitive change: the password, a code from the
 * authenticator app, or a passkey, whichever this person has. The change itself is retried by the caller.
 */
export function SudoDialog({ open, accountId, onConfirmed, onCancel }: SudoDialogProps) {
  const [error, setError] = useState<string | undefined>();
  const [methods, setMethods] = useState<ProofMethods>({ password: true, totp: false, passkey: false });
  const [typed, setTyped] = useState<TypedMethod>("password");
  // Not a transition: the action that opened this dialog is still inside its own, waiting for
  // the answer, and React commits entangled transitions together: closing would wait on itself.
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    void proofMethodsAction({ accountId, input: {} }).then((result) => {
      if (!result.ok) return;
      setMethods(result.data);
      setTyped(result.data.password || !result.data.totp ? "password" : "totp");
    });
  }, [open, accountId]);

  function close() {
    setError(undefined);
    onCancel();
  }

  async function settle(answer: () => Promise<ActionAnswer>) {
    setPending(true);
    try {
      const result = await answer();
      if (!result.ok) return setError(result.fieldErrors?.[0]?.detail ?? result.error);
      setError(undefined);
      onConfirmed();
    } catch {
      setError("Something went wrong. Try again.");
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("proof") ?? "");
    const input = typed === "password" ? { method: "password" as const, password: value } : { method: "totp" as const, code: value };
    void settle(() => confirmIdentityAction({ accountId, input }));
  }

  const usePasskey = () =>
    settle(async () => {
      const challenge = await startPasskeyProofAction({ accountId, input: {} });
      if (!challenge.ok) return challenge;
      // Loaded on use: most pages never need the WebAuthn client.
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({ optionsJSON: challenge.data }).catch(() => null);
      if (!response) return { ok: false, error: "No passkey was used: the browser or device cancelled it. Try again." };
      return confirmIdentityAction({ accountId, input: { method: "passkey", response } });
    });

  const other: TypedMethod = typed === "password" ? "totp" : "password";
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Confirm it is you"
      description="This change needs you to prove who you are again, because you have not done so in the last 10 minutes."
    >
      <div className="space-y-4">
        {methods.passkey ? (
          <Button type="button" className="w-full" variant="secondary" disabled={pending} onClick={usePasskey}>
            Use a passkey
          </Button>
        ) : null}
        <form onSubmit={submit} className="space-y-4" noValidate>
          {!methods.password && !methods.totp ? (
            error ? <p role="alert" className="text-sm text-red-700 dark:text-red-400">{error}</p> : null
          ) : typed === "password" ? (
            <TextField key="password" label="Password" name="proof" type="password" autoComplete="current-password" required error={error} data-autofocus />
          ) : (
            <TextField key="totp" label="Authenticator code" name="proof" inputMode="numeric" autoComplete="one-time-code" required error={error} hint="The 6-digit code your app shows now." data-autofocus />
          )}
          {methods[other] ? (
            <button type="button" className="text-sm font-medium text-brand-700 underline dark:text-brand-100" onClick={() => (setError(undefined), setTyped(other))}>
              {other === "totp" ? "Use an authenticator code instead" : "Use your password instead"}
            </button>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            {methods.password || methods.totp ? (
              <Button type="submit" disabled={pending}>
                {pending ? "Checking…" : "Confirm and continue"}
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </Dialog>
  );
}
