"use client";

import { useRef, useState, useTransition, type FormEvent } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ActionMessage } from "./action-message";
import { changePasswordAction } from "./actions";

const fields = ["currentPassword", "newPassword"] as const;
type Field = (typeof fields)[number];

/** Current password, then the new one; every other session ends, this one stays. */
export function ChangePasswordForm() {
  const callChange = useOwnAction(changePasswordAction);
  const form = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { currentPassword: String(data.get("currentPassword") ?? ""), newPassword: String(data.get("newPassword") ?? "") };
    startTransition(async () => {
      const result = await callChange(input);
      if (!result.ok) {
        setFieldErrors(Object.fromEntries(fields.map((field) => [field, result.fieldErrors?.find((error) => error.pointer === `#/${field}`)?.detail])));
        setMessage({ tone: "error", text: result.error });
        return;
      }
      setFieldErrors({});
      const ended = result.data.otherSessionsEnded;
      setMessage({ tone: "ok", text: `Password changed. ${ended === 0 ? "You were not signed in anywhere else." : ended === 1 ? "Your other session was signed out." : `Your ${ended} other sessions were signed out.`}` });
      form.current?.reset();
    });
  }

  return (
    <form ref={form} onSubmit={submit} aria-labelledby="password-heading" className="max-w-md space-y-4" noValidate>
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={fieldErrors.currentPassword} />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters. Every other session of yours is signed out."
        error={fieldErrors.newPassword}
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
