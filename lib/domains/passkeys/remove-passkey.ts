import { and, eq } from "drizzle-orm";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { userPasskeys } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { refuseRemovingLastFactor } from "../two-factor";
import type { SecurityContext } from "../two-factor";
import { auditParty } from "../audit";

/** Removes one of the user's passkeys: it can no longer sign in. Refused when it is the last factor an account requires. Journalled. */
export async function removePasskey(options: SecurityContext & { passkeyId: string }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [removed] = await tx
      .delete(userPasskeys)
      .where(and(eq(userPasskeys.id, options.passkeyId), eq(userPasskeys.userId, options.userId)))
      .returning({ id: userPasskeys.id, name: userPasskeys.name });
    if (!removed) throw new AppError("not_found", "That passkey is not one of yours, or it was already removed.");
    await refuseRemovingLastFactor(tx, options.userId);
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "user.passkey_removed",
      resource: { type: "user", id: options.userId },
      metadata: { passkey_id: removed.id, name: removed.name },
    });
  });
}
