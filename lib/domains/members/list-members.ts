import { asc, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { memberships, users } from "../../platform/db/schema";
import type { MembershipRole } from "../../platform/schemas/vocabulary";

export interface Member {
  userId: string;
  name: string;
  email: string;
  role: MembershipRole;
  joinedAt: Date;
  lastSignedInAt: Date | null;
}

export interface ListMembersOptions {
  accountId: string;
}

/** Everyone with access to the account, earliest member first. Any member may read it. */
export async function listMembers(options: ListMembersOptions): Promise<Member[]> {
  return getDb()
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
      lastSignedInAt: users.lastSignedInAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, options.accountId))
    .orderBy(asc(memberships.createdAt), asc(users.email));
}
