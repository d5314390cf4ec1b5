import { eq } from "drizzle-orm";
import { actingOnSelf } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { users, type User } from "../../platform/db/schema";
import { listUserAccounts } from "./list-user-accounts";
import { OidcSignInRefused } from "../../platform/errors/oidc-sign-in-refused";
import type { OidcIdentity, OidcRefusalReason } from "../../platform/schemas/oidc-refusals";
import type { SignedInUser } from "./sign-in-with-password";

export interface SignInWithOidcOptions extends OidcIdentity {
  origin: RequestOrigin;
}

/** The user an identity from the provider is, or why it is none: by subject, else by verified e-mail. */
async function findUserForOidcIdentity(identity: OidcIdentity): Promise<User | OidcRefusalReason> {
  const db = getDb();
  const [bySubject] = await db.select().from(users).where(eq(users.oidcSubject, identity.subject)).limit(1);
  if (bySubject) return bySubject;
  const email = identity.email?.trim().toLowerCase();
  if (!email) return "oidc_unknown";
  // Anyone can put any address into an unverified profile: matching it would hand them the account.
  if (!identity.emailVerified) return "oidc_unverified";
  const [byEmail] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!byEmail) return "oidc_unknown";
  // A second identity claiming a linked user's address is refused, not relinked: the first one stays theirs.
  if (byEmail.oidcSubject && byEmail.oidcSubject !== identity.subject) return "oidc_other_identity";
  return byEmail;
}

const auditReasons: Record<OidcRefusalReason, string> = {
  oidc_unknown: "unknown_identity",
  oidc_unverified: "email_unverified",
  oidc_other_identity: "linked_to_another_identity",
  oidc_invitation_mismatch: "invitation_for_another_email",
};

/**
 * Maps an identity from the configured OIDC provider to an existing user: by its linked subject,
 * else by its verified e-mail (linking the subject on first use). Nobody is created here: people
 * join through invitations. Throws OidcSignInRefused, journalled, when no one matches.
 */
export async function signInWithOidc(options: SignInWithOidcOptions): Promise<SignedInUser> {
  const db = getDb();
  const found = await findUserForOidcIdentity(options);
  const accounts = typeof found === "string" ? [] : await listUserAccounts({ userId: found.id });
  if (typeof found === "string" || accounts.length === 0) {
    const reason = typeof found === "string" ? found : "oidc_unknown";
    await recordAuditEntry(db, {
      accountId: accounts[0]?.id ?? null,
      action: "user.sign_in_failed",
      actor: { type: "user", id: null, display: (options.email?.trim().toLowerCase() || options.subject).slice(0, 254) },
      origin: options.origin,
      metadata: { reason: auditReasons[reason], method: "oidc" },
    });
    throw new OidcSignInRefused(reason);
  }
  const user = found;
  const accountId = accounts[0]!.id;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ oidcSubject: options.subject, lastSignedInAt: new Date() }).where(eq(users.id, user.id));
    await recordAuditEntry(tx, {
      accountId,
      action: "user.signed_in",
      ...actingOnSelf(user),
      origin: options.origin,
      metadata: { method: "oidc" },
    });
  });
  return { userId: user.id, email: user.email, name: user.name, accountId };
}
