import { eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { accounts, invitations } from "../../platform/db/schema";
import { generateInvitationToken, invitationExpiry } from "./invitation-token";
import { lockPendingInvitation } from "./lock-pending-invitation";
import { queueInvitationMail } from "./queue-invitation-mail";

export interface ResendInvitationOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  invitationId: string;
  linkOrigin: string;
  now?: Date;
}

/** Mails a pending invitation again with a fresh link, valid 7 days from now; the old link stops working. */
export async function resendInvitation(options: ResendInvitationOptions): Promise<{ token: string }> {
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const pending = await lockPendingInvitation(tx, options);
    const { token, tokenHash } = generateInvitationToken();
    const [invitation] = await tx
      .update(invitations)
      .set({ tokenHash, replacedTokenHash: pending.tokenHash, expiresAt: invitationExpiry(now) })
      .where(eq(invitations.id, pending.id))
      .returning();
    const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, options.accountId));
    await queueInvitationMail(tx, { invitation: invitation!, token, accountName: account!.name, inviterEmail: options.actor.display, origin: options.linkOrigin });
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "invitation.resent",
      resource: { type: "invitation", id: pending.id },
      metadata: { email: pending.email, role: pending.role },
    });
    return { token };
  });
}
