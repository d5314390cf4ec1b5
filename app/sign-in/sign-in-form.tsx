"use client";

import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signInWithPasswordAction, type SignInState } from "./actions";
import { FormAlert } from "./form-alert";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { SecondFactorForm } from "./second-factor-form";

/** Email and password, then (for someone with a second factor) the second step; or a passkey alone. */
export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(signInWithPasswordAction, {});
  if (state.secondFactor) return <SecondFactorForm key={state.secondFactor.ticket} initial={state} callbackUrl={callbackUrl} />;
  return (
    <div className="space-y-4">
      <form action={formAction} className="space-y-4" noValidate={false}>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <FormAlert message={state.error} />
        <TextField label="Email" name="email" type="email" autoComplete="username webauthn" required defaultValue={state.email} autoFocus />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <p className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-brand-700 underline dark:text-brand-100">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
      <PasskeySignInButton callbackUrl={callbackUrl} />
    </div>
  );
}
