import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries, users } from "../../platform/db/schema";
import { OidcSignInRefused } from "../../platform/errors/oidc-sign-in-refused";
import { createUser } from "../users/create-user";
import { signInWithOidc } from "./sign-in-with-oidc";

// Mapping an identity from the OIDC provider to a user: by subject, else by verified e-mail
// (linking the subject); everything else refused, with its reason, and journalled.

const actor = systemActor();
const origin = { ip: "192.0.2.7" };
let n = 0;

async function fixture() {
  n += 1;
  const account = await createAccount({ actor, slug: `oidc-map-${n}`, name: `OIDC ${n}` });
  const { user } = await createUser({ accountId: account.id, actor, email: `person-${n}@acme.test`, password: "a long enough password" });
  return { accountId: account.id, user };
}

async function refusal(promise: Promise<unknown>): Promise<string | null> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof OidcSignInRefused)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
}

const failures = (display: string) =>
  getDb().select().from(auditEntries).where(and(eq(auditEntries.action, "user.sign_in_failed"), eq(auditEntries.actorDisplay, display)));

describe("signInWithOidc", () => {
  it("maps a verified e-mail on first use, links the subject, and maps by subject from then on", async () => {
    const { accountId, user } = await fixture();
    const first = await signInWithOidc({ subject: `sub-${n}`, email: user.email.toUpperCase(), emailVerified: true, origin });
    expect(first).toMatchObject({ userId: user.id, accountId });
    const [linked] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(linked!.oidcSubject).toBe(`sub-${n}`);
    // The address changed at the provider (and is not even verified): the subject still says who it is.
    const again = await signInWithOidc({ subject: `sub-${n}`, email: "renamed@elsewhere.test", emailVerified: false, origin });
    expect(again.userId).toBe(user.id);
    const signedIn = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "user.signed_in")));
    expect(signedIn.map((entry) => entry.metadata)).toEqual([{ method: "oidc" }, { method: "oidc" }]);
  });

  it("refuses an unverified e-mail, an unknown one, none, and a second identity for a linked user", async () => {
    const { user } = await fixture();
    expect(await refusal(signInWithOidc({ subject: `unverified-${n}`, email: user.email, emailVerified: false, origin }))).toBe("oidc_unverified");
    expect(await refusal(signInWithOidc({ subject: `stranger-${n}`, email: `nobody-${n}@acme.test`, emailVerified: true, origin }))).toBe("oidc_unknown");
    expect(await refusal(signInWithOidc({ subject: `no-mail-${n}`, email: null, emailVerified: false, origin }))).toBe("oidc_unknown");
    // The unverified attempt linked nothing: the verified identity links now…
    await signInWithOidc({ subject: `owner-${n}`, email: user.email, emailVerified: true, origin });
    // …and another identity claiming the same verified address is refused, not relinked.
    expect(await refusal(signInWithOidc({ subject: `impostor-${n}`, email: user.email, emailVerified: true, origin }))).toBe("oidc_other_identity");
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row!.oidcSubject).toBe(`owner-${n}`);
    expect((await failures(user.email)).map((entry) => entry.metadata)).toEqual([
      { reason: "email_unverified", method: "oidc" },
      { reason: "linked_to_another_identity", method: "oidc" },
    ]);
    expect((await failures(`nobody-${n}@acme.test`)).map((entry) => entry.metadata)).toEqual([{ reason: "unknown_identity", method: "oidc" }]);
  });
});
