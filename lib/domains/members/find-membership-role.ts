import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { memberships } from "../../platform/db/schema";
import type { MembershipRole } from "../../platform/schemas/vocabulary";

/**
 * The user's role in the account, read from the database on every call (never cached), so a
 * removal or a change of role holds from the next request on, on every instance; null when not a member.
 */
export async function findMembershipRole(
  options: { userId: string; accountId: string },
  executor: Executor = getDb(),
): Promise<MembershipRole | null> {
  const [row] = await executor
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, options.userId), eq(memberships.accountId, options.accountId)))
    .limit(1);
  return row?.role ?? null;
}
