"use client";

import type { FormEvent } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { ActionMessage } from "@/components/ui/action-message";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmission } from "@/components/ui/use-form-submission";
import { changePasswordAction } from "./actions";

const fields = ["currentPassword", "newPassword"] as const;

/** Current password, then the new one; every other session ends, this one stays. */
export function ChangePasswordForm() {
  const callChange = useOwnAction(changePasswordAction);
  const { form, errors, message, pending, submit } = useFormSubmission({
    action: callChange,
    fields,
    resetOnSuccess: true,
    onSuccess: ({ otherSessionsEnded: ended }) =>
      `Password changed. ${ended === 0 ? "You were not signed in anywhere else." : ended === 1 ? "Your other session was signed out." : `Your ${ended} other sessions were signed out.`}`,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { currentPassword: String(data.get("currentPassword") ?? ""), newPassword: String(data.get("newPassword") ?? "") };
    submit(input);
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-labelledby="password-heading" className="max-w-md space-y-4" noValidate>
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={errors.currentPassword} />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters. Every other session of yours is signed out."
        error={errors.newPassword}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Changing…" : "Change password"}
        </Button>
        <ActionMessage message={message} />
      </div>
    </form>
  );
}
