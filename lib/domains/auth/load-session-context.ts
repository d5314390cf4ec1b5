import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accounts, memberships, userPasskeys, userSessions, userTotp, users } from "../../platform/db/schema";
import { lastSeenIsDue, sessionIsLive } from "../sessions";
import type { UserAccount } from "./list-user-accounts";

export interface SessionContext {
  user: { id: string; email: string; name: string };
  /** Every account the user belongs to, oldest membership first. */
  accounts: UserAccount[];
  session: { id: string; lastProofAt: Date };
  /** The user signs in with a second factor (a passkey or a confirmed authenticator app): for the account's two-factor policy. */
  hasSecondFactor: boolean;
  /** True when the session's "last seen" is over a minute old and should be written. */
  lastSeenDue: boolean;
}

/**
 * Everything a customer-area request needs to authorise itself, in one query: the session record
 * (live?), its user (sessions ended by a reset? a second factor set up?) and the user's memberships
 * with their accounts.
 * Null when the session is unknown, ended or not the user's. Read fresh on every request (never
 * cached across requests), so an ended session or a removed membership holds from the next
 * request on, on every instance.
 */
export async function loadSessionContext(options: { sessionId: string; userId: string; now: Date }): Promise<SessionContext | null> {
  const rows = await getDb()
    .select({
      session: { id: userSessions.id, createdAt: userSessions.createdAt, endedAt: userSessions.endedAt, lastSeenAt: userSessions.lastSeenAt, lastProofAt: userSessions.lastProofAt },
      user: { id: users.id, email: users.email, name: users.name, sessionsValidAfter: users.sessionsValidAfter },
      hasSecondFactor: sql<boolean>`(exists (select 1 from ${userPasskeys} where ${userPasskeys.userId} = ${users.id})
        or exists (select 1 from ${userTotp} where ${userTotp.userId} = ${users.id} and ${userTotp.confirmedAt} is not null))`,
      account: { id: accounts.id, slug: accounts.slug, name: accounts.name, requireTwoFactor: accounts.requireTwoFactor },
      role: memberships.role,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(userSessions.id, options.sessionId), eq(userSessions.userId, options.userId)))
    .orderBy(asc(memberships.createdAt), asc(accounts.slug));
  const first = rows[0];
  if (!first || !sessionIsLive(first.session, first.user.sessionsValidAfter)) return null;
  const { sessionsValidAfter: _unused, ...user } = first.user;
  return {
    user,
    accounts: rows.flatMap(({ account, role }) => (account && role ? [{ ...account, role }] : [])),
    session: { id: first.session.id, lastProofAt: first.session.lastProofAt },
    hasSecondFactor: Boolean(first.hasSecondFactor),
    lastSeenDue: lastSeenIsDue(first.session.lastSeenAt, options.now),
  };
}
