import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { accounts, memberships, recoveryCodes } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { hasSecondFactor } from "./list-second-factors";

/**
 * Run in the transaction that removed a factor, after the removal: when none is left, an account
 * of the user that requires two-factor refuses it (the transaction rolls back); otherwise the
 * recovery codes, which only stand in for a factor, go too.
 */
export async function refuseRemovingLastFactor(tx: Executor, userId: string): Promise<void> {
  if (await hasSecondFactor({ userId }, tx)) return;
  const [requiring] = await tx
    .select({ name: accounts.name })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(accounts.requireTwoFactor, true)))
    .limit(1);
  if (requiring) {
    throw new AppError("conflict", `${requiring.name} requires two-factor sign-in for every member. Add another passkey or authenticator app before removing this one.`);
  }
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
