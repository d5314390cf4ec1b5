import { eq } from "drizzle-orm";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { userTotp } from "../../platform/db/schema";
import { replaceRecoveryCodes } from "./replace-recovery-codes";
import type { SecurityContext } from "./security-context";
import { verifyTotpCode } from "./verify-totp-code";
import { auditParty } from "../audit";

/**
 * Activates the authenticator app being set up, once a code from it is right (throttled like any
 * code), and issues ten new recovery codes, returned in clear this once. Journalled.
 */
export async function confirmTotpSetup(options: SecurityContext & { code: string; now?: Date }): Promise<{ recoveryCodes: string[] }> {
  await verifyTotpCode({ userId: options.userId, code: options.code, pending: true, now: options.now });
  return getDb().transaction(async (tx) => {
    await tx.update(userTotp).set({ confirmedAt: new Date() }).where(eq(userTotp.userId, options.userId));
    const codes = await replaceRecoveryCodes(tx, options.userId);
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "user.totp_added",
      resource: { type: "user", id: options.userId },
    });
    return { recoveryCodes: codes };
  });
}
