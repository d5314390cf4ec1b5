"use client";

import { startAuthentication } from "@simplewebauthn/browser";
import { useActionState, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { completeSignInWithCodeAction, completeSignInWithPasskeyAction, secondFactorPasskeyOptionsAction, type SignInState } from "./actions";
import { FormAlert } from "./form-alert";

/** The sign-in's second step: the authenticator app's code, a passkey, or a recovery code. */
export function SecondFactorForm({ initial, callbackUrl }: { initial: SignInState; callbackUrl: string }) {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(completeSignInWithCodeAction, initial);
  const methods = initial.secondFactor!.methods;
  const [useRecovery, setUseRecovery] = useState(!methods.totp && !methods.passkey);
  const [passkeyPending, startPasskey] = useTransition();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [restart, setRestart] = useState(false);

  if (state.restart || restart) {
    return (
      <div className="space-y-4">
        <FormAlert message={state.error ?? passkeyError} />
        <Button type="button" className="w-full" onClick={() => window.location.reload()}>
          Start again
        </Button>
      </div>
    );
  }

  const confirmWithPasskey = () =>
    startPasskey(async () => {
      setPasskeyError(undefined);
      const ticket = initial.secondFactor!.ticket;
      const optionsJSON = await secondFactorPasskeyOptionsAction(ticket);
      if (!optionsJSON) {
        setPasskeyError("Your sign-in took too long. Enter your email and password again.");
        return setRestart(true);
      }
      let response;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        return setPasskeyError("No passkey was used: the browser or device cancelled it. Try again.");
      }
      const result = await completeSignInWithPasskeyAction({ ticket, response, callbackUrl });
      setPasskeyError(result.error);
      if (result.restart) setRestart(true);
    });

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-base font-semibold">Confirm it is you</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Your password was right. Now use your second factor.</p>
      </div>
      <FormAlert message={passkeyError ?? state.error} />
      {methods.passkey && !useRecovery ? (
        <Button type="button" className="w-full" disabled={passkeyPending} onClick={confirmWithPasskey}>
          {passkeyPending ? "Waiting for your passkey…" : "Use your passkey"}
        </Button>
      ) : null}
      <form action={formAction} className="space-y-4">
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        {useRecovery ? (
          <TextField key="recovery" label="Recovery code" name="recoveryCode" autoComplete="off" required autoFocus hint="One of the codes you saved, such as abcde-23456." />
        ) : methods.totp ? (
          <TextField key="code" label="Authenticator code" name="code" inputMode="numeric" autoComplete="one-time-code" required autoFocus hint="The 6-digit code your app shows now." />
        ) : null}
        {useRecovery || methods.totp ? (
          <Button type="submit" className="w-full" disabled={pending} variant={methods.passkey && !useRecovery ? "secondary" : "primary"}>
            {pending ? "Checking…" : "Verify and sign in"}
          </Button>
        ) : null}
      </form>
      {methods.recoveryCode ? (
        <button type="button" className="text-sm font-medium text-brand-700 underline dark:text-brand-100" onClick={() => setUseRecovery((value) => !value)}>
          {useRecovery ? "Use your passkey or authenticator app instead" : "Use a recovery code instead"}
        </button>
      ) : null}
    </div>
  );
}
