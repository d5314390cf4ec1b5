import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor, type Actor } from "../audit/actor";
import { findMembershipRole } from "../members/find-membership-role";
import { getDb } from "../../platform/db/client";
import { auditEntries, invitations, notifications, users } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import type { OidcSignInRefused } from "../../platform/errors/oidc-sign-in-refused";
import { createUser } from "../users/create-user";
import { acceptInvitation } from "./accept-invitation";
import { acceptInvitationWithOidc } from "./accept-invitation-with-oidc";
import { hashInvitationToken } from "./invitation-token";
import { inviteMember } from "./invite-member";
import { findInvitationByToken } from "./find-invitation";
import { resendInvitation } from "./resend-invitation";
import { revokeInvitation } from "./revoke-invitation";

const DAY = 24 * 60 * 60 * 1000;
const linkOrigin = "https://app.example.test";
let accountId = "";
let admin: Actor & { id: string };
let developer: Actor & { id: string };
let n = 0;

beforeEach(async () => {
  n += 1;
  accountId = (await createAccount({ actor: systemActor(), slug: `invitations-${n}`, name: `Acme ${n}` })).id;
  const a = await createUser({ accountId, actor: systemActor(), email: `admin-${n}@acme.test`, password: "a long enough password", role: "admin" });
  const d = await createUser({ accountId, actor: systemActor(), email: `dev-${n}@acme.test`, password: "a long enough password", role: "developer" });
  admin = { type: "user", id: a.user.id, display: a.user.email };
  developer = { type: "user", id: d.user.id, display: d.user.email };
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

const invite = (email: string, role: "viewer" | "owner" | "developer" = "viewer", actor = admin, now?: Date) =>
  inviteMember({ accountId, actor, email, role, linkOrigin, now });

describe("inviting", () => {
  it("stores only the token's hash and queues the mail with the link in the same transaction", async () => {
    const { invitation, token } = await invite(" Finance@Acme.test ");
    expect(invitation.email).toBe("finance@acme.test");
    expect(invitation.tokenHash).not.toContain(token);
    expect(invitation.expiresAt.getTime() - invitation.createdAt.getTime()).toBe(7 * DAY);
    const mails = await getDb().select().from(notifications).where(eq(notifications.recipient, "finance@acme.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`${linkOrigin}/invitations/${token}`);
    const audit = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "invitation.created")));
    expect(audit).toHaveLength(1);
  });

  it("refuses, as sentences: a non-address, a member, a second invitation, a role one may not grant, a developer", async () => {
    expect(await refusal(invite("not-an-address"))).toMatchObject({ code: "validation_failed", message: '"not-an-address" is not an e-mail address.' });
    expect((await refusal(invite(developer.display))).message).toBe(`${developer.display} already has access to Acme ${n}.`);
    await invite("twice@acme.test");
    expect((await refusal(invite("twice@acme.test"))).message).toContain("already has a pending invitation");
    expect((await refusal(invite("boss@acme.test", "owner"))).message).toMatch(/^As an admin you may not grant, change or remove the owner role/);
    expect((await refusal(invite("friend@acme.test", "viewer", developer))).message).toMatch(/^As a developer you may not manage members/);
    // Nothing half written: the refused invitations left no mail.
    expect(await getDb().select().from(notifications).where(eq(notifications.recipient, "boss@acme.test"))).toHaveLength(0);
  });
});

describe("accepting", () => {
  it("creates the user with the role, once: the link cannot be used again", async () => {
    const { token } = await invite("new@acme.test", "developer");
    const { user } = await acceptInvitation({ token, name: "New Person", password: "a long enough password" });
    expect(await findMembershipRole({ userId: user.id, accountId })).toBe("developer");
    expect((await refusal(acceptInvitation({ token, name: "Again", password: "a long enough password" })))).toMatchObject({
      code: "conflict",
      message: "This invitation has already been used. Sign in instead.",
    });
  });

  it("refuses an expired link, and a resend makes a new link while the old one dies, saying it was replaced", async () => {
    const { invitation, token } = await invite("late@acme.test", "viewer", admin, new Date(Date.now() - 8 * DAY));
    expect((await refusal(acceptInvitation({ token, name: "Late", password: "a long enough password" }))).message).toContain("has expired");
    const { token: fresh } = await resendInvitation({ accountId, actor: admin, invitationId: invitation.id, linkOrigin });
    expect((await findInvitationByToken(token))?.state).toBe("replaced");
    const replaced = await refusal(acceptInvitation({ token, name: "Late", password: "a long enough password" }));
    expect([replaced.code, replaced.message]).toEqual(["conflict", "This link was replaced by a newer one when the invitation was sent again. Open the invitation in the latest mail."]);
    // Sent once more: only the link just replaced is remembered; the first one names nothing now.
    const { token: newest } = await resendInvitation({ accountId, actor: admin, invitationId: invitation.id, linkOrigin });
    expect((await findInvitationByToken(fresh))?.state).toBe("replaced");
    expect(await findInvitationByToken(token)).toBeNull();
    await acceptInvitation({ token: newest, name: "Late", password: "a long enough password" });
    // Once the invitation is used, a replaced link says that instead.
    expect((await findInvitationByToken(fresh))?.state).toBe("accepted");
  });

  it("refuses a revoked link", async () => {
    const { invitation, token } = await invite("gone@acme.test");
    await revokeInvitation({ accountId, actor: admin, invitationId: invitation.id });
    expect((await refusal(acceptInvitation({ token, name: "Gone", password: "a long enough password" }))).message).toContain("was withdrawn");
    const [row] = await getDb().select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.revokedAt).not.toBeNull();
  });

  it("lets an existing user join with their own password, keeping their other accounts", async () => {
    const other = (await createAccount({ actor: systemActor(), slug: `invitations-other-${n}`, name: "Other" })).id;
    const { user } = await createUser({ accountId: other, actor: systemActor(), email: `known-${n}@acme.test`, password: "their own password" });
    const { token } = await invite(user.email);
    expect((await refusal(acceptInvitation({ token, password: "a wrong password!" }))).code).toBe("invalid_credentials");
    await acceptInvitation({ token, password: "their own password" });
    expect(await findMembershipRole({ userId: user.id, accountId })).toBe("viewer");
    expect(await findMembershipRole({ userId: user.id, accountId: other })).toBe("admin");
  });
});

describe("accepting with the OIDC provider", () => {
  const identity = (subject: string, email: string, emailVerified = true) => ({ subject, email, emailVerified, name: "Olga Oidc" });

  it("creates a user without a password, linked to the subject, with the role, once", async () => {
    const email = `sso-${n}@acme.test`;
    const { token } = await invite(email, "developer");
    const joined = await acceptInvitationWithOidc({ token, ...identity(`sso-sub-${n}`, email.toUpperCase()) });
    expect(joined).toMatchObject({ email, name: "Olga Oidc", accountId });
    expect(await findMembershipRole({ userId: joined.userId, accountId })).toBe("developer");
    const [row] = await getDb().select().from(users).where(eq(users.id, joined.userId));
    expect(row).toMatchObject({ oidcSubject: `sso-sub-${n}`, passwordHash: null });
    const journal = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.actorId, joined.userId)));
    expect(journal.map((entry) => entry.action).sort()).toEqual(["invitation.accepted", "membership.created", "user.signed_in"]);
    expect((await refusal(acceptInvitationWithOidc({ token, ...identity(`sso-sub-${n}`, email) }))).message).toBe("This invitation has already been used. Sign in instead.");
  });

  it("refuses an identity the provider has not verified for the invited address, and leaves the link open", async () => {
    const email = `forwarded-${n}@acme.test`;
    const { token } = await invite(email);
    const reason = async (promise: Promise<unknown>) => ((await promise.then(() => null, (caught: unknown) => caught)) as OidcSignInRefused).reason;
    expect(await reason(acceptInvitationWithOidc({ token, ...identity(`other-${n}`, `someone-else-${n}@acme.test`) }))).toBe("oidc_invitation_mismatch");
    expect(await reason(acceptInvitationWithOidc({ token, ...identity(`other-${n}`, email, false) }))).toBe("oidc_unverified");
    // An identity already linked to another user cannot take it either, whatever address it claims.
    await getDb().update(users).set({ oidcSubject: `admin-sub-${n}` }).where(eq(users.id, admin.id));
    expect(await reason(acceptInvitationWithOidc({ token, ...identity(`admin-sub-${n}`, email) }))).toBe("oidc_invitation_mismatch");
    const [open] = await getDb().select().from(invitations).where(eq(invitations.tokenHash, hashInvitationToken(token)));
    expect(open!.acceptedAt).toBeNull();
    await acceptInvitationWithOidc({ token, ...identity(`forwarded-sub-${n}`, email) });
  });

  it("lets an existing user join as their linked identity, keeping their other accounts", async () => {
    const other = (await createAccount({ actor: systemActor(), slug: `invitations-sso-other-${n}`, name: "Other" })).id;
    const { user } = await createUser({ accountId: other, actor: systemActor(), email: `known-sso-${n}@acme.test`, password: "their own password" });
    await getDb().update(users).set({ oidcSubject: `known-sub-${n}` }).where(eq(users.id, user.id));
    const { token } = await invite(user.email);
    const reason = async (promise: Promise<unknown>) => ((await promise.then(() => null, (caught: unknown) => caught)) as OidcSignInRefused).reason;
    expect(await reason(acceptInvitationWithOidc({ token, ...identity(`not-theirs-${n}`, user.email) }))).toBe("oidc_other_identity");
    const joined = await acceptInvitationWithOidc({ token, ...identity(`known-sub-${n}`, "changed@elsewhere.test", false) });
    expect(joined).toMatchObject({ userId: user.id, accountId });
    expect(await findMembershipRole({ userId: user.id, accountId: other })).toBe("admin");
  });
});
