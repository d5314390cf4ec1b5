import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { recoveryCodes } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-code";
import { clearFailedCodes, recordFailedCode, secondsUntilCodeAllowed, tooManyCodesMessage } from "./second-factor-throttle";

/**
 * Spends one of the user's recovery codes: marked used in the caller's transaction (a code used
 * by two requests at once is spent by one), throttled with the authenticator codes.
 * Throws `too_many_attempts` or `invalid_credentials`; returns how many codes are left.
 */
export async function spendRecoveryCode(executor: Executor, options: { userId: string; code: string }): Promise<{ left: number }> {
  const waitSeconds = await secondsUntilCodeAllowed(options.userId);
  if (waitSeconds > 0) throw new AppError("too_many_attempts", tooManyCodesMessage(waitSeconds));
  const spent = looksLikeRecoveryCode(options.code)
    ? await executor
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, options.userId), eq(recoveryCodes.codeHash, hashRecoveryCode(options.code)), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id })
    : [];
  if (spent.length === 0) {
    await recordFailedCode(options.userId);
    throw new AppError("invalid_credentials", "That recovery code is not right, or it was already used.", [{ pointer: "#/recoveryCode", detail: "That recovery code is not right, or it was already used." }]);
  }
  await clearFailedCodes(options.userId);
  const left = await executor.select({ id: recoveryCodes.id }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, options.userId), isNull(recoveryCodes.usedAt)));
  return { left: left.length };
}
