import { recordAuditEntry } from "../audit/record-audit-entry";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { hasSecondFactor } from "./list-second-factors";
import { replaceRecoveryCodes } from "./replace-recovery-codes";
import type { SecurityContext } from "./security-context";

/** Ten new recovery codes for a user with a second factor; the old ones stop working. Journalled. */
export async function regenerateRecoveryCodes(options: SecurityContext): Promise<{ recoveryCodes: string[] }> {
  return getDb().transaction(async (tx) => {
    if (!(await hasSecondFactor({ userId: options.userId }, tx))) {
      throw new AppError("conflict", "Recovery codes go with a second factor. Add a passkey or an authenticator app first.");
    }
    const codes = await replaceRecoveryCodes(tx, options.userId);
    await recordAuditEntry(tx, {
      accountId: options.accountId,
      action: "user.recovery_codes_regenerated",
      actor: options.actor,
      resource: { type: "user", id: options.userId },
      origin: options.origin,
    });
    return { recoveryCodes: codes };
  });
}
