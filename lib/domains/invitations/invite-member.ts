import { and, eq, isNull } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { accounts, invitations, memberships, users, type Invitation } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { findMembershipRole } from "../members";
import { assertRoleMay } from "../members";
import { grantableRoles, roleRefusal, type MembershipRole } from "../../platform/schemas/roles";
import { generateInvitationToken, invitationExpiry } from "./invitation-token";
import { queueInvitationMail } from "./queue-invitation-mail";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteMemberOptions {
  accountId: string;
  /** The inviting member; their role is read from the database. */
  actor: Actor;
  origin?: RequestOrigin;
  email: string;
  role: MembershipRole;
  /** Where the link in the mail points. */
  linkOrigin: string;
  now?: Date;
}

/** Invites someone by e-mail: the invitation and its mail are written in one transaction. */
export async function inviteMember(options: InviteMemberOptions): Promise<{ invitation: Invitation; token: string }> {
  const email = options.email.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    throw new AppError("validation_failed", `"${options.email}" is not an e-mail address.`, [{ pointer: "#/email", detail: "Enter an e-mail address such as ada@example.com." }]);
  }
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const actorRole = await assertMayInvite(tx, options);
    const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, options.accountId));
    if (!account) throw new AppError("not_found", "There is no such account.");
    const [member] = await tx
      .select({ userId: users.id })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.accountId, options.accountId)))
      .where(eq(users.email, email));
    if (member) throw new AppError("conflict", `${email} already has access to ${account.name}.`, [{ pointer: "#/email", detail: "Already a member." }]);
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.accountId, options.accountId), eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
    if (pending) {
      throw new AppError("conflict", `${email} already has a pending invitation. Resend it from the list instead.`, [{ pointer: "#/email", detail: "Already invited." }]);
    }
    const { token, tokenHash } = generateInvitationToken();
    const [invitation] = await tx
      .insert(invitations)
      .values({ id: newId("minv"), accountId: options.accountId, email, role: options.role, tokenHash, invitedByUserId: options.actor.id, createdAt: now, expiresAt: invitationExpiry(now) })
      .returning();
    await queueInvitationMail(tx, { invitation: invitation!, token, accountName: account.name, inviterEmail: options.actor.display, origin: options.linkOrigin });
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "invitation.created",
      resource: { type: "invitation", id: invitation!.id },
      metadata: { email, role: options.role, by: actorRole },
    });
    return { invitation: invitation!, token };
  });
}

async function assertMayInvite(tx: Parameters<typeof findMembershipRole>[1], options: InviteMemberOptions): Promise<MembershipRole> {
  const role = options.actor.id ? await findMembershipRole({ userId: options.actor.id, accountId: options.accountId }, tx) : null;
  if (!role) throw new AppError("forbidden", "You are no longer a member of this account.");
  assertRoleMay(role, "manage_members");
  if (!grantableRoles(role).includes(options.role)) throw new AppError("forbidden", roleRefusal(role, "manage_owners"));
  return role;
}
