import { redirect } from "next/navigation";
import { cache } from "react";
import { isDatabaseUnavailableError } from "../../platform/db/database-unavailable";
import { logger } from "../../platform/logger";
import { recordSessionSeen } from "../../domains/sessions/record-session-seen";
import { auth } from "./config";
import type { UserAccount } from "../../domains/auth/list-user-accounts";
import { loadSessionContext } from "../../domains/auth/load-session-context";

export interface AdminContext {
  user: { id: string; email: string; name: string };
  account: UserAccount;
  /** Every account the user administers, for the switcher. */
  accounts: UserAccount[];
  /** The server-side session record this request belongs to (lib/platform/db/schema/user-sessions.ts). */
  session: { id: string; lastProofAt: Date };
  /**
   * The account requires two-factor sign-in and this person has no second factor yet: they may
   * only set one up (the layout sends them to /two-factor-setup, actions refuse).
   */
  secondFactorMissing: boolean;
}

/**
 * The signed-in admin and the current account, from the session and re-checked in the database
 * with one query per request (session record + user + memberships); null when signed out, when
 * the session was ended, or when it no longer opens its account.
 */
export const getAdminContext = cache(async (): Promise<AdminContext | null> => {
  const session = await auth();
  const userId = session?.user?.id;
  // A JWT minted before sessions had records carries no session id: it counts as ended.
  if (!userId || !session.accountId || !session.sessionId) return null;
  const now = new Date();
  const loaded = await loadSessionContext({ sessionId: session.sessionId, userId, now });
  if (!loaded) return null;
  const account = loaded.accounts.find((candidate) => candidate.id === session.accountId);
  // Membership removed since the session began: the session no longer opens that account.
  if (!account) return null;
  // At most once a minute, so "last seen" costs one write a minute, not one per request; and
  // off the render's path: nothing on the page waits on it (a lost write is the next minute's).
  if (loaded.lastSeenDue) void recordSessionSeen({ sessionId: loaded.session.id, now }).catch((error: unknown) => logger.warn({ err: error }, "could not record the session as seen"));
  const secondFactorMissing = account.requireTwoFactor && !loaded.hasSecondFactor;
  return { user: loaded.user, account, accounts: loaded.accounts, session: loaded.session, secondFactorMissing };
});

/**
 * The signed-in admin for the sign-in page, which only uses it to skip the form: null while the
 * database is unreachable, so the page keeps answering through an outage.
 */
export async function findSignedInAdmin(): Promise<AdminContext | null> {
  try {
    return await getAdminContext();
  } catch (error) {
    if (isDatabaseUnavailableError(error)) return null;
    throw error;
  }
}

/** For layouts, pages and actions: the admin context, or a redirect to sign-in. */
export async function requireAdmin(): Promise<AdminContext> {
  const context = await getAdminContext();
  if (!context) redirect("/sign-in");
  return context;
}

/** The sentence an action answers while the account's two-factor policy waits on this person. */
export const secondFactorMissingMessage = "Your account requires two-factor sign-in. Set up a passkey or an authenticator app first.";
