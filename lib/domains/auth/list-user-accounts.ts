import { asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { accounts, memberships } from "../../platform/db/schema";
import type { MembershipRole } from "../../platform/schemas/vocabulary";

export interface UserAccount {
  id: string;
  slug: string;
  name: string;
  role: MembershipRole;
  /** The account requires every member to sign in with a second factor. */
  requireTwoFactor: boolean;
}

/** The accounts a user is a member of, oldest membership first (the first is the default). */
export async function listUserAccounts(options: { userId: string; executor?: Executor }): Promise<UserAccount[]> {
  return (options.executor ?? getDb())
    .select({ id: accounts.id, slug: accounts.slug, name: accounts.name, role: memberships.role, requireTwoFactor: accounts.requireTwoFactor })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, options.userId))
    .orderBy(asc(memberships.createdAt), asc(accounts.slug));
}
