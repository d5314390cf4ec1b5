import { eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { invitations } from "../../platform/db/schema";
import { lockPendingInvitation } from "./lock-pending-invitation";

export interface RevokeInvitationOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  invitationId: string;
  now?: Date;
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(options: RevokeInvitationOptions): Promise<void> {
  await getDb().transaction(async (tx) => {
    const pending = await lockPendingInvitation(tx, options);
    await tx.update(invitations).set({ revokedAt: options.now ?? new Date() }).where(eq(invitations.id, pending.id));
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "invitation.revoked",
      resource: { type: "invitation", id: pending.id },
      metadata: { email: pending.email, role: pending.role },
    });
  });
}
