import { and, eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { memberships } from "../../platform/db/schema";
import { assertNotLastOwner, lockMembersForChange } from "./lock-members";

export interface RemoveMemberOptions {
  accountId: string;
  /** The member removing; removing oneself is leaving. */
  actor: Actor;
  origin?: RequestOrigin;
  userId: string;
}

/**
 * Takes a member's access away. Sessions and dashboard credentials read the membership on every
 * request, so they stop working at the next one, on every instance. Access tokens the member
 * created stay with the account (listed with their creator): integrations keep running.
 */
export async function removeMember(options: RemoveMemberOptions): Promise<void> {
  await getDb().transaction(async (tx) => {
    const locked = await lockMembersForChange(tx, options);
    assertNotLastOwner(locked, "remove");
    await tx.delete(memberships).where(and(eq(memberships.accountId, options.accountId), eq(memberships.userId, options.userId)));
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: options.userId === options.actor.id ? "membership.left" : "membership.removed",
      resource: { type: "user", id: options.userId },
      metadata: { email: locked.target.email, role: locked.target.role },
    });
  });
}
