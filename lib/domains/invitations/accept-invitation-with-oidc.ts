import { eq } from "drizzle-orm";
import { actingOnSelf } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb, type Executor } from "../../platform/db/client";
import { users, type Invitation, type User } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { OidcSignInRefused } from "../../platform/errors/oidc-sign-in-refused";
import { newId } from "../../platform/ids";
import type { OidcIdentity } from "../../platform/schemas/oidc-refusals";
import { closedInvitationMessages, findInvitationByToken } from "./find-invitation";
import { joinInvitedAccount } from "./join-invited-account";
import { lockOpenInvitation, unknownInvitationLink } from "./lock-open-invitation";

export interface AcceptInvitationWithOidcOptions extends OidcIdentity {
  token: string;
  origin?: RequestOrigin;
  now?: Date;
}

/** Who joined, and the account their session starts in (the invited one). */
export interface InvitedUser {
  userId: string;
  email: string;
  name: string;
  accountId: string;
}

/**
 * Joins the invited account as the person the OIDC provider vouches for, once. The provider must
 * have verified the invited address (a forwarded link does not let someone else in under it);
 * an identity already linked to a user must be that user's. A new address becomes a user with
 * no password, linked to the identity's subject; an existing one gains the account. The session
 * then starts in the invited account. Refusals: OidcSignInRefused, or a closed link's sentence.
 */
export async function acceptInvitationWithOidc(options: AcceptInvitationWithOidcOptions): Promise<InvitedUser> {
  const now = options.now ?? new Date();
  const found = await findInvitationByToken(options.token, now);
  if (!found) throw unknownInvitationLink();
  if (found.state !== "open") throw new AppError("conflict", closedInvitationMessages[found.state]);

  return getDb().transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, options.token, now);
    const user = await invitedUser(tx, invitation, options);
    await tx.update(users).set({ oidcSubject: options.subject, lastSignedInAt: now }).where(eq(users.id, user.id));
    await joinInvitedAccount(tx, { invitation, user, now, origin: options.origin });
    await recordAuditEntry(tx, {
      accountId: invitation.accountId,
      action: "user.signed_in",
      ...actingOnSelf(user),
      origin: options.origin,
      metadata: { method: "oidc" },
    });
    return { userId: user.id, email: user.email, name: user.name, accountId: invitation.accountId };
  });
}

async function invitedUser(tx: Executor, invitation: Invitation, identity: OidcIdentity): Promise<User> {
  const [bySubject] = await tx.select().from(users).where(eq(users.oidcSubject, identity.subject)).limit(1);
  if (bySubject) {
    if (bySubject.email !== invitation.email) throw new OidcSignInRefused("oidc_invitation_mismatch");
    return bySubject;
  }
  if (!identity.emailVerified) throw new OidcSignInRefused("oidc_unverified");
  if (identity.email?.trim().toLowerCase() !== invitation.email) throw new OidcSignInRefused("oidc_invitation_mismatch");
  const [byEmail] = await tx.select().from(users).where(eq(users.email, invitation.email)).limit(1);
  if (byEmail) {
    if (byEmail.oidcSubject && byEmail.oidcSubject !== identity.subject) throw new OidcSignInRefused("oidc_other_identity");
    return byEmail;
  }
  const name = identity.name?.trim() || invitation.email.split("@")[0]!;
  const [created] = await tx.insert(users).values({ id: newId("usr"), email: invitation.email, name: name.slice(0, 100), passwordHash: null }).returning();
  return created!;
}
