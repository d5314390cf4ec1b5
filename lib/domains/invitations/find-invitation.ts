import { eq, or } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { accounts, invitations, users, type Invitation } from "../../platform/db/schema";
import { hashInvitationToken } from "./invitation-token";

export type InvitationState = "open" | "expired" | "accepted" | "revoked" | "replaced";

export interface FoundInvitation {
  invitation: Invitation;
  accountName: string;
  state: InvitationState;
  /** True when the invited address already signs in here: they confirm with their password. */
  existingUser: boolean;
}

/** The invitation a link names, with where it stands; null for a link that names none. */
export async function findInvitationByToken(token: string, now = new Date(), executor: Executor = getDb()): Promise<FoundInvitation | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const tokenHash = hashInvitationToken(token);
  const [row] = await executor
    .select({ invitation: invitations, accountName: accounts.name })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .where(or(eq(invitations.tokenHash, tokenHash), eq(invitations.replacedTokenHash, tokenHash)))
    .limit(1);
  if (!row) return null;
  const [user] = await executor.select({ id: users.id }).from(users).where(eq(users.email, row.invitation.email)).limit(1);
  const state = invitationState(row.invitation, now);
  // A replaced link of an invitation still open says so; once it is closed, why it is says more.
  const replaced = row.invitation.tokenHash !== tokenHash && state === "open";
  return { ...row, state: replaced ? "replaced" : state, existingUser: Boolean(user) };
}

/** Where the invitation itself stands (a replaced link is the link's state, not the invitation's). */
export function invitationState(invitation: Invitation, now: Date): Exclude<InvitationState, "replaced"> {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  return invitation.expiresAt <= now ? "expired" : "open";
}

/** Why a link no longer works, as a sentence. */
export const closedInvitationMessages: Record<Exclude<InvitationState, "open">, string> = {
  expired: "This invitation has expired. Ask the person who invited you to send it again.",
  accepted: "This invitation has already been used. Sign in instead.",
  revoked: "This invitation was withdrawn. Ask an owner or admin of the account for a new one.",
  replaced: "This link was replaced by a newer one when the invitation was sent again. Open the invitation in the latest mail.",
};
