import { eq } from "drizzle-orm";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "../db/client";
import { isDatabaseUnavailableError } from "../db/database-unavailable";
import { users } from "../db/schema";
import { auth } from "./config";
import { listUserAccounts, type UserAccount } from "./list-user-accounts";
import { hasSecondFactor } from "../two-factor/list-second-factors";
import { sessionStillValid } from "./session-still-valid";

export interface AdminContext {
  user: { id: string; email: string; name: string };
  account: UserAccount;
  /** Every account the user administers, for the switcher. */
  accounts: UserAccount[];
  /**
   * The account requires two-factor sign-in and this person has no second factor yet: they may
   * only set one up (the layout sends them to /two-factor-setup, actions refuse).
   */
  secondFactorMissing: boolean;
}

/** The signed-in admin and the current account, from the session and re-checked in the database; null when signed out. */
export const getAdminContext = cache(async (): Promise<AdminContext | null> => {
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId || !session.accountId) return null;
  const [user] = await getDb()
    .select({ id: users.id, email: users.email, name: users.name, sessionsValidAfter: users.sessionsValidAfter })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  // Ended by a password reset since it began (a session from before sign-in times were kept counts as older).
  if (!sessionStillValid(session.signedInAt, user.sessionsValidAfter)) return null;
  const accounts = await listUserAccounts({ userId });
  const account = accounts.find((candidate) => candidate.id === session.accountId);
  // Membership removed since the session began: the session no longer opens that account.
  if (!account) return null;
  const secondFactorMissing = account.requireTwoFactor && !(await hasSecondFactor({ userId }));
  return { user: { id: user.id, email: user.email, name: user.name }, account, accounts, secondFactorMissing };
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
