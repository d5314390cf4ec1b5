import { eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { passwordResetTokens, type PasswordResetToken } from "../../platform/db/schema";
import { hashPasswordResetToken, looksLikePasswordResetToken } from "./password-reset-token";

export type PasswordResetState = "open" | "expired" | "used";

export function passwordResetState(reset: PasswordResetToken, now: Date): PasswordResetState {
  if (reset.usedAt) return "used";
  return reset.expiresAt <= now ? "expired" : "open";
}

/** Why a link no longer works, as a sentence. */
export const passwordResetClosedMessages: Record<Exclude<PasswordResetState, "open">, string> = {
  expired: "This reset link has expired (links work for 30 minutes). Ask for a new one.",
  used: "This reset link has already been used. Sign in, or ask for a new one.",
};

/** Where the link a page was opened with stands; null for a link that names no reset. */
export async function findPasswordReset(token: string, now = new Date()): Promise<PasswordResetState | null> {
  if (!looksLikePasswordResetToken(token)) return null;
  const [reset] = await getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashPasswordResetToken(token))).limit(1);
  return reset ? passwordResetState(reset, now) : null;
}
