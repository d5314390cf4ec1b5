"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { roleLabels, type MembershipRole } from "@/lib/platform/schemas/roles";
import { resendInvitationAction, revokeInvitationAction } from "./invitation-actions";

export interface PendingInvitationRow {
  id: string;
  email: string;
  role: MembershipRole;
  invitedByEmail: string | null;
  expiresAt: string;
  expired: boolean;
}

/** Invitations not yet answered, each with Resend and Revoke (where the role allows). */
export function PendingInvitations({ invitations, canManage }: { invitations: PendingInvitationRow[]; canManage: boolean }) {
  if (invitations.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">No invitations are waiting for an answer.</p>;
  return (
    <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
      {invitations.map((invitation) => (
        <PendingInvitationItem key={invitation.id} invitation={invitation} canManage={canManage} />
      ))}
    </ul>
  );
}

function PendingInvitationItem({ invitation, canManage }: { invitation: PendingInvitationRow; canManage: boolean }) {
  const callResend = useAccountAction(resendInvitationAction);
  const callRevoke = useAccountAction(revokeInvitationAction);
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function run(call: (input: { id: string }) => Promise<{ ok: true } | { ok: false; error: string }>, done: string) {
    startTransition(async () => {
      const result = await call({ id: invitation.id });
      setMessage(result.ok ? done : result.error);
      if (result.ok) router.refresh();
    });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">{invitation.email}</p>
        <p className="text-zinc-600 dark:text-zinc-400">
          {roleLabels[invitation.role]}
          {invitation.invitedByEmail ? `, invited by ${invitation.invitedByEmail}` : ""} ·{" "}
          {invitation.expired ? "expired " : "expires "}
          <RelativeTime value={invitation.expiresAt} />
        </p>
        <p role="status" className="text-zinc-700 dark:text-zinc-300">
          {message ?? ""}
        </p>
      </div>
      {canManage ? (
        <div className="flex gap-2">
          <Button variant="secondary" className="h-8 px-2.5" disabled={pending} onClick={() => run(callResend, "Sent again with a new link.")}>
            Resend<span className="sr-only"> the invitation to {invitation.email}</span>
          </Button>
          <Button variant="secondary" className="h-8 px-2.5 text-red-700 dark:text-red-400" disabled={pending} onClick={() => run(callRevoke, "Revoked.")}>
            Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
