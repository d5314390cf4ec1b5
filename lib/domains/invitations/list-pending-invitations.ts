import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { invitations, users } from "../../platform/db/schema";
import type { MembershipRole } from "../../platform/schemas/vocabulary";

export interface PendingInvitation {
  id: string;
  email: string;
  role: MembershipRole;
  invitedByEmail: string | null;
  createdAt: Date;
  /** In the past for an invitation that lapsed unanswered: it can be resent. */
  expiresAt: Date;
}

/** Invitations neither accepted nor revoked, oldest first (expired ones included, to resend). */
export async function listPendingInvitations(options: { accountId: string }): Promise<PendingInvitation[]> {
  return getDb()
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedByEmail: users.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(and(eq(invitations.accountId, options.accountId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(asc(invitations.createdAt));
}
