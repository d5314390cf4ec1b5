import { eq } from "drizzle-orm";
import { actingOnSelf } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { userSessions, users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { endUserSessions } from "../sessions";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../users";
import { verifyPasswordProof } from "./verify-password-proof";

export interface ChangePasswordOptions {
  /** The account the person is working in: the journal entry lands there. */
  accountId: string;
  session: { id: string; userId: string };
  currentPassword: string;
  newPassword: string;
  origin: RequestOrigin;
  now?: Date;
}

/**
 * Changes the signed-in person's password: the current one first (throttled as sign-in is), the
 * new one under the same rules as everywhere. Every other session of theirs ends; this one stays,
 * and the current password it just gave counts as a fresh proof for sudo mode. Journalled, with
 * no password in the entry.
 */
export async function changePassword(options: ChangePasswordOptions): Promise<{ otherSessionsEnded: number }> {
  const now = options.now ?? new Date();
  if (options.newPassword.length < MIN_PASSWORD_LENGTH) {
    throw new AppError("validation_failed", "Some fields need attention.", [{ pointer: "#/newPassword", detail: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }]);
  }
  if (options.newPassword === options.currentPassword) {
    throw new AppError("validation_failed", "Some fields need attention.", [{ pointer: "#/newPassword", detail: "Choose a password other than your current one." }]);
  }
  const db = getDb();
  const [user] = await db.select().from(users).where(eq(users.id, options.session.userId)).limit(1);
  if (!user) throw new AppError("not_found", "Your account is gone. Sign in again.");
  await verifyPasswordProof({ user, password: options.currentPassword, origin: options.origin, field: "currentPassword" });
  const passwordHash = await hashPassword(options.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await endUserSessions(tx, { userId: user.id, except: options.session.id, reason: "password_changed", now });
    await tx.update(userSessions).set({ lastProofAt: now }).where(eq(userSessions.id, options.session.id));
    await recordAuditEntry(tx, {
      accountId: options.accountId,
      action: "user.password_changed",
      ...actingOnSelf(user),
      origin: options.origin,
      metadata: { other_sessions_ended: ended.length },
    });
    return { otherSessionsEnded: ended.length };
  });
}
