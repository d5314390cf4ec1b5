import { and, eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { memberships } from "../../platform/db/schema";
import type { MembershipRole } from "../../platform/schemas/vocabulary";
import { assertNotLastOwner, lockMembersForChange } from "./lock-members";

export interface ChangeMemberRoleOptions {
  accountId: string;
  /** The member making the change; their role is read from the database. */
  actor: Actor;
  origin?: RequestOrigin;
  userId: string;
  role: MembershipRole;
}

/** Gives a member another role; takes effect on their next request. `changed` is false when it already was. */
export async function changeMemberRole(options: ChangeMemberRoleOptions): Promise<{ changed: boolean }> {
  return getDb().transaction(async (tx) => {
    const locked = await lockMembersForChange(tx, { ...options, newRole: options.role });
    if (locked.target.role === options.role) return { changed: false };
    if (options.role !== "owner") assertNotLastOwner(locked, "demote");
    await tx
      .update(memberships)
      .set({ role: options.role })
      .where(and(eq(memberships.accountId, options.accountId), eq(memberships.userId, options.userId)));
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "membership.role_changed",
      resource: { type: "user", id: options.userId },
      metadata: { email: locked.target.email, from: locked.target.role, to: options.role },
    });
    return { changed: true };
  });
}
