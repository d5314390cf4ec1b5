import { eq } from "drizzle-orm";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { accounts } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { hasSecondFactor } from "./list-second-factors";
import type { SecurityContext } from "./security-context";
import { auditParty } from "../audit";

/**
 * Turns the account's "require two-factor for every member" on or off (the caller checks the
 * role: owners and admins). Turning it on is refused to someone without a factor of their own,
 * who would otherwise lock themselves out of everything but the setup page. Journalled.
 */
export async function setTwoFactorPolicy(options: SecurityContext & { accountId: string; required: boolean }): Promise<void> {
  await getDb().transaction(async (tx) => {
    if (options.required && !(await hasSecondFactor({ userId: options.userId }, tx))) {
      throw new AppError("conflict", "Set up a passkey or an authenticator app for yourself before requiring two-factor sign-in from everyone.");
    }
    const [before] = await tx.select({ required: accounts.requireTwoFactor }).from(accounts).where(eq(accounts.id, options.accountId)).for("update");
    if (!before) throw new AppError("not_found", "That account does not exist.");
    if (before.required === options.required) return;
    await tx.update(accounts).set({ requireTwoFactor: options.required }).where(eq(accounts.id, options.accountId));
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "account.two_factor_policy_changed",
      resource: { type: "account", id: options.accountId },
      metadata: { required: options.required },
    });
  });
}
