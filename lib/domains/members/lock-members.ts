import { and, eq } from "drizzle-orm";
import type { Actor } from "../audit";
import type { Executor } from "../../platform/db/client";
import { memberships, users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import type { MembershipRole } from "../../platform/schemas/vocabulary";
import { assertRoleMay } from "./assert-role-may";

export interface LockedMembers {
  /** The acting member's role, read inside the transaction. */
  actorRole: MembershipRole;
  target: { userId: string; email: string; role: MembershipRole };
  ownerCount: number;
}

/**
 * Locks the account's memberships for one change (so two owners cannot demote each other at
 * once and leave none), and checks the actor may manage members and, if owners are involved,
 * owners. Another account's member is "not found".
 */
export async function lockMembersForChange(
  tx: Executor,
  options: { accountId: string; actor: Actor; userId: string; newRole?: MembershipRole },
): Promise<LockedMembers> {
  const rows = await tx
    .select({ userId: memberships.userId, role: memberships.role, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, options.accountId)))
    .for("update", { of: memberships });
  const actorRole = rows.find((row) => row.userId === options.actor.id)?.role;
  if (!actorRole) throw new AppError("forbidden", "You are no longer a member of this account.");
  const target = rows.find((row) => row.userId === options.userId);
  if (!target) throw new AppError("not_found", "There is no such member in this account.");
  const selfLeaving = options.newRole === undefined && target.userId === options.actor.id;
  // Anyone may leave; everything else is managing members.
  if (!selfLeaving) assertRoleMay(actorRole, "manage_members");
  if (!selfLeaving && (target.role === "owner" || options.newRole === "owner")) assertRoleMay(actorRole, "manage_owners");
  return { actorRole, target, ownerCount: rows.filter((row) => row.role === "owner").length };
}

/** The last owner can neither leave nor be demoted: an account always has someone who can do everything. */
export function assertNotLastOwner(locked: LockedMembers, what: "remove" | "demote"): void {
  if (locked.target.role === "owner" && locked.ownerCount <= 1) {
    throw new AppError(
      "conflict",
      what === "remove"
        ? `${locked.target.email} is the last owner of this account and cannot be removed. Make someone else an owner first.`
        : `${locked.target.email} is the last owner of this account and cannot be given another role. Make someone else an owner first.`,
    );
  }
}
