"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import { roleLabels, type MembershipRole } from "@/lib/platform/schemas/roles";
import { changeMemberRoleAction } from "./actions";
import type { MemberRow } from "./member-row";

/** The member's role, changeable where the viewer's own role allows it; saved on change. */
export function MemberRoleSelect({ member, grantable }: { member: MemberRow; grantable: MembershipRole[] }) {
  const [role, setRole] = useState(member.role);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const callChangeRole = useAccountAction(changeMemberRoleAction);
  // Only roles one may give, plus the current one so the select shows it.
  const choices = grantable.includes(member.role) ? grantable : [];
  if (choices.length === 0) return <span>{roleLabels[member.role]}</span>;

  function change(next: MembershipRole) {
    const previous = role;
    setRole(next);
    setError(null);
    startTransition(async () => {
      const result = await callChangeRole({ userId: member.userId, role: next });
      if (!result.ok) {
        setRole(previous);
        setError(result.error);
        return;
      }
      router.refresh();
    });
  }

  return (
    <div className="space-y-1">
      {/* Named on the select itself, with no id: the row is rendered twice (the table, and the card
          below md), and a shared id named only the first, hidden copy. */}
      <select
        aria-label={`Role of ${member.email}`}
        value={role}
        disabled={pending}
        onChange={(event) => change(event.target.value as MembershipRole)}
        className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {roleLabels[choice]}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" className="max-w-xs text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
