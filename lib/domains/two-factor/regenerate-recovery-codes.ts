import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { hasSecondFactor } from "./list-second-factors";
import { replaceRecoveryCodes } from "./replace-recovery-codes";
import type { SecurityContext } from "./security-context";
import { auditParty } from "../audit";

/** Ten new recovery codes for a user with a second factor; the old ones stop working. Journalled. */
export async function regenerateRecoveryCodes(options: SecurityContext): Promise<{ recoveryCodes: string[] }> {
  return getDb().transaction(async (tx) => {
    if (!(await hasSecondFactor({ userId: options.userId }, tx))) {
      throw new AppError("conflict", "Recovery codes go with a second factor. Add a passkey or an authenticator app first.");
    }
    const codes = await replaceRecoveryCodes(tx, options.userId);
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "user.recovery_codes_regenerated",
      resource: { type: "user", id: options.userId },
    });
    return { recoveryCodes: codes };
  });
}
