import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { memberships } from "../db/schema";

export async function isMemberOf(options: { userId: string; accountId: string }): Promise<boolean> {
  const rows = await getDb()
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, options.userId), eq(memberships.accountId, options.accountId)))
    .limit(1);
  return rows.length > 0;
}
