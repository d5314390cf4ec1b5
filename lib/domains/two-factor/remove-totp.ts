import { eq } from "drizzle-orm";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { userTotp } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { refuseRemovingLastFactor } from "./refuse-removing-last-factor";
import type { SecurityContext } from "./security-context";
import { auditParty } from "../audit";

/** Removes the user's authenticator app (refused when it is the last factor an account requires). Journalled. */
export async function removeTotp(options: SecurityContext): Promise<void> {
  await getDb().transaction(async (tx) => {
    const removed = await tx.delete(userTotp).where(eq(userTotp.userId, options.userId)).returning({ confirmedAt: userTotp.confirmedAt });
    if (!removed[0]?.confirmedAt) throw new AppError("not_found", "No authenticator app is set up.");
    await refuseRemovingLastFactor(tx, options.userId);
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "user.totp_removed",
      resource: { type: "user", id: options.userId },
    });
  });
}
