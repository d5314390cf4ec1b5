"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition, type FormEvent } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { roleLabels, type MembershipRole } from "@/lib/schemas/roles";
import { inviteMemberAction } from "./invitation-actions";

/** E-mail and role; the mail goes out through the outbox, the pending list below shows it. */
export function InviteMemberForm({ grantable }: { grantable: MembershipRole[] }) {
  const callInvite = useAccountAction(inviteMemberAction);
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { email: String(data.get("email") ?? ""), role: String(data.get("role") ?? "viewer") as MembershipRole };
    startTransition(async () => {
      const result = await callInvite(input);
      if (!result.ok) {
        setEmailError(result.fieldErrors?.find((error) => error.pointer === "#/email")?.detail);
        setMessage({ tone: "error", text: result.error });
        return;
      }
      setEmailError(undefined);
      setMessage({ tone: "ok", text: `Invitation sent to ${result.data.email}.` });
      form.current?.reset();
      router.refresh();
    });
  }

  return (
    <form ref={form} onSubmit={submit} aria-labelledby="invite-heading" className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField label="E-mail address" name="email" type="email" autoComplete="off" maxLength={254} required error={emailError} />
        <SelectField label="Role" name="role" defaultValue="viewer" options={grantable.map((role) => ({ value: role, label: roleLabels[role] }))} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Sending…" : "Send invitation"}
        </Button>
        <p role="status" className={`text-sm ${message?.tone === "error" ? "text-red-700 dark:text-red-400" : "text-zinc-700 dark:text-zinc-300"}`}>
          {message?.text ?? ""}
        </p>
      </div>
    </form>
  );
}
