import type { Executor } from "../../platform/db/client";
import { notifications, type Invitation } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { roleLabels } from "../../platform/schemas/roles";
import { INVITATION_VALIDITY_DAYS, invitationLink } from "./invitation-token";

export interface InvitationMail {
  invitation: Invitation;
  token: string;
  accountName: string;
  inviterEmail: string;
  /** The origin the link points to (the customer area's public address). */
  origin: string;
}

/**
 * Puts the invitation mail in the notifications outbox, in the transaction that writes the
 * invitation: both exist or neither. The worker sends it over SMTP like every other mail.
 * The link carries the secret, so the body is the one outbox row that holds one: it is
 * single-use and expires in 7 days.
 */
export async function queueInvitationMail(tx: Executor, mail: InvitationMail): Promise<void> {
  const { invitation } = mail;
  await tx.insert(notifications).values({
    id: newId("ntf"),
    accountId: invitation.accountId,
    userId: null,
    kind: "member.invited",
    // One mail per token: a resend has a new token, so it is a new mail.
    dedupeKey: `member.invited:${invitation.id}:${invitation.tokenHash.slice(0, 16)}`,
    recipient: invitation.email,
    subject: `${mail.inviterEmail} invited you to ${mail.accountName}`,
    body: [
      `${mail.inviterEmail} invited you to join ${mail.accountName} as ${roleLabels[invitation.role].toLowerCase()}.`,
      "",
      "Accept the invitation here:",
      invitationLink(mail.origin, mail.token),
      "",
      `The link works once and expires in ${INVITATION_VALIDITY_DAYS} days. If you did not expect it, ignore this mail.`,
    ].join("\n"),
  });
}
