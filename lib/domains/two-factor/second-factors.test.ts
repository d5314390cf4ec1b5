import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { completeSignIn } from "../auth/complete-sign-in";
import { issueSignInTicket, TICKET_FAILURES } from "../auth/sign-in-ticket";
import { signInWithPassword } from "../auth/sign-in-with-password";
import { startPasswordSignIn } from "../auth/start-password-sign-in";
import { getDb } from "../../platform/db/client";
import { auditEntries, recoveryCodes, userTotp } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { createUser } from "../users/create-user";
import { confirmTotpSetup } from "./confirm-totp-setup";
import { listSecondFactors } from "./list-second-factors";
import { regenerateRecoveryCodes } from "./regenerate-recovery-codes";
import { removeTotp } from "./remove-totp";
import { SECOND_FACTOR_FAILURES } from "./second-factor-throttle";
import { setTwoFactorPolicy } from "./set-two-factor-policy";
import { startTotpSetup } from "./start-totp-setup";
import { verifyTotpCode } from "./verify-totp-code";

// Authenticator codes, recovery codes and the sign-in ticket: throttles, replays, expiry and
// single use, on PGlite and on PostgreSQL (with Redis counters) when configured. Codes are made
// by otplib from the secret, as the person's app would.

const password = "a long enough password";
const origin = { ip: "203.0.113.9", userAgent: "second-factors-test" };
let n = 0;

async function fixture() {
  n += 1;
  const account = await createAccount({ actor: systemActor(), slug: `two-factor-${n}-${Date.now()}`, name: `Two factor ${n}` });
  const { user } = await createUser({ accountId: account.id, actor: systemActor(), email: `two-factor-${n}-${Date.now()}@acme.test`, password });
  const context = { userId: user.id, accountId: account.id, actor: { type: "user" as const, id: user.id, display: user.email }, origin };
  return { accountId: account.id, user, context };
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** A user with a confirmed authenticator app; returns the secret and the recovery codes. */
async function withAuthenticator() {
  const made = await fixture();
  const setup = await startTotpSetup({ userId: made.user.id });
  const confirmedAt = new Date(Date.now() - 60_000);
  const { recoveryCodes: codes } = await confirmTotpSetup({ ...made.context, code: await codeAt(setup.secret, confirmedAt), now: confirmedAt });
  return { ...made, secret: setup.secret, codes };
}

describe("authenticator app", () => {
  it("is set up with a QR code, stored sealed, active only once a code confirms it, with ten recovery codes stored hashed", async () => {
    const { user, context, accountId } = await fixture();
    const setup = await startTotpSetup({ userId: user.id });
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const [row] = await getDb().select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secretSealed).not.toContain(setup.secret);
    expect((await listSecondFactors({ userId: user.id })).totp).toBe(false);
    // A password alone still signs in while the setup is unconfirmed.
    await signInWithPassword({ email: user.email, password, origin });

    expect((await refusal(confirmTotpSetup({ ...context, code: "000000" }))).code).toBe("invalid_credentials");
    const { recoveryCodes: codes } = await confirmTotpSetup({ ...context, code: await codeAt(setup.secret, new Date()) });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await getDb().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
    expect(await listSecondFactors({ userId: user.id })).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    const journal = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "user.totp_added")));
    expect(journal).toHaveLength(1);
    expect(JSON.stringify(journal)).not.toContain(setup.secret);
  });

  it("refuses a code used in its time window again (a replay), and any earlier one", async () => {
    const { user, secret } = await withAuthenticator();
    const now = new Date();
    const code = await codeAt(secret, now);
    await verifyTotpCode({ userId: user.id, code, now });
    expect((await refusal(verifyTotpCode({ userId: user.id, code, now }))).message).toContain("already used");
    // The previous step's code would be inside the tolerance, but it is older than the one used.
    const previous = new Date(now.getTime() - 30_000);
    expect((await refusal(verifyTotpCode({ userId: user.id, code: await codeAt(secret, previous), now }))).code).toBe("invalid_credentials");
    const next = new Date(now.getTime() + 30_000);
    await verifyTotpCode({ userId: user.id, code: await codeAt(secret, next), now: next });
  });

  it("throttles wrong codes per user: after five, even the right code waits", async () => {
    const { user, secret } = await withAuthenticator();
    for (let i = 0; i < SECOND_FACTOR_FAILURES; i += 1) expect((await refusal(verifyTotpCode({ userId: user.id, code: "123456" }))).code).toBe("invalid_credentials");
    const blocked = await refusal(verifyTotpCode({ userId: user.id, code: await codeAt(secret, new Date()) }));
    expect(blocked.code).toBe("too_many_attempts");
    expect(blocked.message).toMatch(/^Too many wrong codes\. Try again in \d+ min\.$/);
  });

  it("cannot be removed as the last factor while an account requires two-factor", async () => {
    const { user, context, accountId } = await withAuthenticator();
    await setTwoFactorPolicy({ ...context, accountId, required: true });
    expect((await refusal(removeTotp(context))).message).toContain("requires two-factor sign-in for every member");
    expect((await listSecondFactors({ userId: user.id })).totp).toBe(true);
    await setTwoFactorPolicy({ ...context, accountId, required: false });
    await removeTotp(context);
    expect(await listSecondFactors({ userId: user.id })).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    const journal = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "account.two_factor_policy_changed")));
    expect(journal.map((entry) => entry.metadata)).toEqual(expect.arrayContaining([{ required: true }, { required: false }]));
    expect(journal).toHaveLength(2);
  });

  it("is required by the policy only from someone who has a factor", async () => {
    const { context, accountId } = await fixture();
    expect((await refusal(setTwoFactorPolicy({ ...context, accountId, required: true }))).code).toBe("conflict");
  });
});

describe("signing in with a second factor", () => {
  it("refuses a password alone, and signs in with password + authenticator code through a single-use ticket", async () => {
    const { user, secret, accountId } = await withAuthenticator();
    expect((await refusal(signInWithPassword({ email: user.email, password, origin }))).code).toBe("forbidden");
    const step = await startPasswordSignIn({ email: user.email, password, origin });
    expect(step.secondFactor).toEqual({ totp: true, passkey: false, recoveryCode: true });
    expect((await refusal(completeSignIn({ ticket: step.ticket, proof: { type: "none" }, origin }))).code).toBe("forbidden");
    const signedIn = await completeSignIn({ ticket: step.ticket, proof: { type: "totp", code: await codeAt(secret, new Date()) }, origin });
    expect(signedIn).toMatchObject({ userId: user.id, accountId, signInMethod: "password+totp" });
    // The ticket is spent.
    const next = new Date(Date.now() + 30_000);
    expect((await refusal(completeSignIn({ ticket: step.ticket, proof: { type: "totp", code: await codeAt(secret, next) }, origin, now: next }))).code).toBe("conflict");
    const [entry] = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "user.signed_in")));
    expect(entry!.metadata).toEqual({ method: "password+totp" });
  });

  it("accepts a recovery code once, and refuses it the second time", async () => {
    const { user, codes, accountId } = await withAuthenticator();
    const first = await startPasswordSignIn({ email: user.email, password, origin });
    const signedIn = await completeSignIn({ ticket: first.ticket, proof: { type: "recovery_code", code: codes[0]!.toUpperCase() }, origin });
    expect(signedIn.signInMethod).toBe("password+recovery_code");
    const second = await startPasswordSignIn({ email: user.email, password, origin });
    expect((await refusal(completeSignIn({ ticket: second.ticket, proof: { type: "recovery_code", code: codes[0]! }, origin }))).code).toBe("invalid_credentials");
    expect((await listSecondFactors({ userId: user.id })).recoveryCodesLeft).toBe(9);
    const used = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "user.recovery_code_used")));
    expect(used.map((entry) => entry.metadata)).toEqual([{ recovery_codes_left: 9 }]);
  });

  it("makes old recovery codes void when new ones are made", async () => {
    const { user, codes, context } = await withAuthenticator();
    const { recoveryCodes: fresh } = await regenerateRecoveryCodes(context);
    const step = await startPasswordSignIn({ email: user.email, password, origin });
    expect((await refusal(completeSignIn({ ticket: step.ticket, proof: { type: "recovery_code", code: codes[1]! }, origin }))).code).toBe("invalid_credentials");
    await completeSignIn({ ticket: step.ticket, proof: { type: "recovery_code", code: fresh[0]! }, origin });
  });

  it("refuses an expired ticket, and one after five wrong factors", async () => {
    const { user, secret, accountId } = await withAuthenticator();
    const old = await issueSignInTicket({ userId: user.id, accountId, now: new Date(Date.now() - 5 * 60_000 - 1) });
    expect((await refusal(completeSignIn({ ticket: old, proof: { type: "totp", code: await codeAt(secret, new Date()) }, origin }))).message).toContain("took too long");

    const ticket = await issueSignInTicket({ userId: user.id, accountId });
    for (let i = 0; i < TICKET_FAILURES; i += 1) await refusal(completeSignIn({ ticket, proof: { type: "recovery_code", code: `wrong-${i}0000` }, origin }));
    expect((await refusal(completeSignIn({ ticket, proof: { type: "totp", code: await codeAt(secret, new Date()) }, origin }))).code).toBe("conflict");
  });

  it("signs in a user without a second factor with the password step's ticket alone", async () => {
    const { user } = await fixture();
    const step = await startPasswordSignIn({ email: user.email, password, origin });
    expect(step.secondFactor).toBeNull();
    expect((await completeSignIn({ ticket: step.ticket, proof: { type: "none" }, origin })).signInMethod).toBe("password");
    expect((await refusal(completeSignIn({ ticket: step.ticket, proof: { type: "none" }, origin }))).code).toBe("conflict");
  });
});
