import { eq } from "drizzle-orm";
import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import type { Executor } from "../../platform/db/client";
import { invitations, memberships, type Invitation, type User } from "../../platform/db/schema";

export interface JoinInvitedAccountOptions {
  invitation: Invitation;
  user: User;
  now: Date;
  origin?: RequestOrigin;
}

/**
 * The joining itself, inside the caller's transaction and lock on the invitation: the membership
 * with the invited role, the invitation used up, and both in the journal.
 */
export async function joinInvitedAccount(tx: Executor, { invitation, user, now, origin }: JoinInvitedAccountOptions): Promise<void> {
  const actor: Actor = { type: "user", id: user.id, display: user.email };
  await tx.insert(memberships).values({ userId: user.id, accountId: invitation.accountId, role: invitation.role }).onConflictDoNothing();
  await tx.update(invitations).set({ acceptedAt: now, acceptedByUserId: user.id }).where(eq(invitations.id, invitation.id));
  await recordAuditEntry(tx, {
    accountId: invitation.accountId,
    action: "invitation.accepted",
    actor,
    origin,
    resource: { type: "invitation", id: invitation.id },
    metadata: { email: user.email, role: invitation.role },
  });
  await recordAuditEntry(tx, {
    accountId: invitation.accountId,
    action: "membership.created",
    actor,
    origin,
    resource: { type: "user", id: user.id },
    metadata: { email: user.email, role: invitation.role },
  });
}
