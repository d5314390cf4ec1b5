import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { invitations, type Invitation } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { closedInvitationMessages, invitationState } from "./find-invitation";
import { hashInvitationToken } from "./invitation-token";

export const unknownInvitationLink = () => new AppError("not_found", "This invitation link is not valid. Check that you opened the whole link from the mail.");

/** The invitation a link's token names, locked for the accepting transaction; refused, as a sentence, unless still open. */
export async function lockOpenInvitation(tx: Executor, token: string, now: Date): Promise<Invitation> {
  const [invitation] = await tx.select().from(invitations).where(eq(invitations.tokenHash, hashInvitationToken(token))).for("update");
  if (!invitation) throw unknownInvitationLink();
  const state = invitationState(invitation, now);
  if (state !== "open") throw new AppError("conflict", closedInvitationMessages[state]);
  return invitation;
}
