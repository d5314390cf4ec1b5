import { and, eq, isNull } from "drizzle-orm";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { memberships, passwordResetTokens, users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { endUserSessions } from "../sessions";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../users";
import { passwordResetState, passwordResetClosedMessages } from "./find-password-reset";
import { hashPasswordResetToken, looksLikePasswordResetToken } from "./password-reset-token";

export interface ResetPasswordOptions {
  token: string;
  password: string;
  origin?: RequestOrigin;
  now?: Date;
}

const unknownResetLink = () => new AppError("not_found", "This reset link is not valid. Check that you opened the whole link from the mail, or ask for a new one.");

/**
 * Sets a new password through a reset link, once: the link (and any other open link of the
 * user) is used up, and every session of the user ends: their records are ended, and
 * `sessions_valid_after` moves too (both checked on each request). Journalled. Returns the user's e-mail, to sign them in with the new password.
 */
export async function resetPassword(options: ResetPasswordOptions): Promise<{ email: string }> {
  const now = options.now ?? new Date();
  if (options.password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError("validation_failed", "Some fields need attention.", [{ pointer: "#/password", detail: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }]);
  }
  if (!looksLikePasswordResetToken(options.token)) throw unknownResetLink();
  const passwordHash = await hashPassword(options.password);

  return getDb().transaction(async (tx) => {
    const [reset] = await tx.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashPasswordResetToken(options.token))).for("update");
    if (!reset) throw unknownResetLink();
    const state = passwordResetState(reset, now);
    if (state !== "open") throw new AppError("conflict", passwordResetClosedMessages[state]);
    const [user] = await tx.update(users).set({ passwordHash, sessionsValidAfter: now }).where(eq(users.id, reset.userId)).returning();
    await endUserSessions(tx, { userId: user!.id, reason: "password_reset", now });
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, reset.userId), isNull(passwordResetTokens.usedAt)));
    const [membership] = await tx.select({ accountId: memberships.accountId }).from(memberships).where(eq(memberships.userId, user!.id)).orderBy(memberships.createdAt).limit(1);
    await recordAuditEntry(tx, {
      accountId: membership?.accountId ?? null,
      action: "user.password_reset",
      actor: { type: "user", id: user!.id, display: user!.email },
      resource: { type: "user", id: user!.id },
      origin: options.origin,
    });
    return { email: user!.email };
  });
}
