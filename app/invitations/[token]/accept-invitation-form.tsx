"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { acceptInvitationAction, type AcceptState } from "./actions";
import { FormAlert } from "@/components/ui/form-alert";

/** A new address sets a name and a password; an address that already signs in here confirms with its password. */
export function AcceptInvitationForm({ token, email, existingUser }: { token: string; email: string; existingUser: boolean }) {
  const [state, action, pending] = useActionState<AcceptState, FormData>(acceptInvitationAction, {});
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <TextField label="E-mail address" name="email" value={email} readOnly autoComplete="username" />
      {existingUser ? null : <TextField label="Your name" name="name" autoComplete="name" maxLength={100} required error={state.fieldErrors?.name} />}
      <TextField
        label={existingUser ? "Your password" : "Choose a password"}
        name="password"
        type="password"
        autoComplete={existingUser ? "current-password" : "new-password"}
        hint={existingUser ? undefined : "At least 12 characters."}
        required
        error={state.fieldErrors?.password}
      />
      <FormAlert message={state.error} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Joining…" : "Accept and sign in"}
      </Button>
    </form>
  );
}
