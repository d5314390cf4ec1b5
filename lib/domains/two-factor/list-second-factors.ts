import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { recoveryCodes, userPasskeys, userTotp } from "../../platform/db/schema";

export interface SecondFactors {
  passkeys: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean }[];
  /** An authenticator app confirmed with a code. */
  totp: boolean;
  recoveryCodesLeft: number;
}

/** A user's second factors, for the Security page and the sign-in's second step. */
export async function listSecondFactors(options: { userId: string }, executor: Executor = getDb()): Promise<SecondFactors> {
  const [passkeys, totpRows, [codes]] = await Promise.all([
    executor
      .select({ id: userPasskeys.id, name: userPasskeys.name, createdAt: userPasskeys.createdAt, lastUsedAt: userPasskeys.lastUsedAt, backedUp: userPasskeys.backedUp })
      .from(userPasskeys)
      .where(eq(userPasskeys.userId, options.userId))
      .orderBy(asc(userPasskeys.createdAt)),
    executor.select({ userId: userTotp.userId }).from(userTotp).where(and(eq(userTotp.userId, options.userId), isNotNull(userTotp.confirmedAt))),
    executor.select({ left: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, options.userId), isNull(recoveryCodes.usedAt))),
  ]);
  return { passkeys, totp: totpRows.length > 0, recoveryCodesLeft: codes?.left ?? 0 };
}

/** True when the user signs in with a second factor (a passkey or a confirmed authenticator app). */
export async function hasSecondFactor(options: { userId: string }, executor: Executor = getDb()): Promise<boolean> {
  const factors = await listSecondFactors(options, executor);
  return factors.totp || factors.passkeys.length > 0;
}
