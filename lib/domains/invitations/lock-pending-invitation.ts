import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../audit";
import { findMembershipRole } from "../members";
import type { Executor } from "../../platform/db/client";
import { invitations, type Invitation } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { assertRoleMay } from "../members";

/** A pending invitation of the account, locked, once the actor's role may manage it (owners' ones: owners only). */
export async function lockPendingInvitation(tx: Executor, options: { accountId: string; actor: Actor; invitationId: string }): Promise<Invitation> {
  const role = options.actor.id ? await findMembershipRole({ userId: options.actor.id, accountId: options.accountId }, tx) : null;
  if (!role) throw new AppError("forbidden", "You are no longer a member of this account.");
  assertRoleMay(role, "manage_members");
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, options.invitationId), eq(invitations.accountId, options.accountId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .for("update");
  if (!invitation) throw new AppError("not_found", "There is no such pending invitation: it may have been accepted or revoked meanwhile.");
  if (invitation.role === "owner") assertRoleMay(role, "manage_owners");
  return invitation;
}
