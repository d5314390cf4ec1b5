"use client";

import { startAuthentication } from "@simplewebauthn/browser";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { passkeySignInOptionsAction, signInWithPasskeyAction } from "./actions";
import { FormAlert } from "./form-alert";

/** "Sign in with a passkey": the device offers this site's passkeys; no email needed. */
export function PasskeySignInButton({ callbackUrl }: { callbackUrl: string }) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string>();

  const signIn = () =>
    startTransition(async () => {
      setError(undefined);
      const asked = await passkeySignInOptionsAction();
      if ("error" in asked) return setError(asked.error);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: asked.options });
      } catch {
        return setError("No passkey was used: the browser or device cancelled it. Try again, or sign in with your password.");
      }
      // Success redirects; only a refusal returns.
      const result = await signInWithPasskeyAction({ response, callbackUrl });
      if (result.error) setError(result.error);
    });

  return (
    <div className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      <FormAlert message={error} />
      <Button type="button" variant="secondary" className="w-full" disabled={pending} onClick={signIn}>
        {pending ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
    </div>
  );
}
