"use client";

import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signInWithPasswordAction, type SignInState } from "./actions";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(signInWithPasswordAction, {});
  return (
    <form action={formAction} className="space-y-4" noValidate={false}>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {state.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          {state.error}
        </p>
      ) : null}
      <TextField label="Email" name="email" type="email" autoComplete="username" required defaultValue={state.email} autoFocus />
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
  );
}
