"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import { ActionMessage } from "@/components/ui/action-message";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmission } from "@/components/ui/use-form-submission";
import { roleLabels, type MembershipRole } from "@/lib/platform/schemas/roles";
import { inviteMemberAction } from "./invitation-actions";

const fields = ["email"] as const;

/** E-mail and role; the mail goes out through the outbox, the pending list below shows it. */
export function InviteMemberForm({ grantable }: { grantable: MembershipRole[] }) {
  const callInvite = useAccountAction(inviteMemberAction);
  const router = useRouter();
  const { form, errors, message, pending, submit } = useFormSubmission({
    action: callInvite,
    fields,
    resetOnSuccess: true,
    onSuccess: ({ email }) => {
      router.refresh();
      return `Invitation sent to ${email}.`;
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { email: String(data.get("email") ?? ""), role: String(data.get("role") ?? "viewer") as MembershipRole };
    submit(input);
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-labelledby="invite-heading" className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField label="E-mail address" name="email" type="email" autoComplete="off" maxLength={254} required error={errors.email} />
        <SelectField label="Role" name="role" defaultValue="viewer" options={grantable.map((role) => ({ value: role, label: roleLabels[role] }))} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Sending…" : "Send invitation"}
        </Button>
        <ActionMessage message={message} />
      </div>
    </form>
  );
}
