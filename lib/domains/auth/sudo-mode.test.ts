import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries, userSessions } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { startSession } from "../sessions/start-session";
import { confirmTotpSetup } from "../two-factor/confirm-totp-setup";
import { startTotpSetup } from "../two-factor/start-totp-setup";
import { createUser } from "../users/create-user";
import { changePassword } from "./change-password";
import { loadSessionContext } from "./load-session-context";
import { proveIdentity } from "./prove-identity";
import { hasRecentProof, ProofRequired, RECENT_PROOF_WINDOW_MS, requireRecentProof } from "./recent-proof";
import { signInWithPassword } from "./sign-in-with-password";

// Sudo mode: a proof of identity (sign-in, or the password again) opens ten minutes of sensitive
// changes; a wrong password is refused, journalled and throttled like a sign-in. Changing the
// password needs the current one and ends every other session.

const actor = systemActor();
const password = "the right long password";
// With Redis the throttle's counters outlive a run: addresses and e-mails of this run only.
const run = randomBytes(3).toString("hex");
let n = 0;

async function signedIn() {
  n += 1;
  const account = await createAccount({ actor, slug: `sudo-${run}-${n}`, name: `Sudo ${n}` });
  const { user } = await createUser({ accountId: account.id, actor, email: `sudo-${run}-${n}@acme.test`, password });
  const origin = { ip: `2001:db8:${run.slice(0, 4)}::${n}` };
  const sessionId = await startSession({ userId: user.id, signInMethod: "password", origin });
  const session = { id: sessionId, userId: user.id };
  const journal = (action: string) => getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.action, action)));
  const lastProofAt = async () => (await getDb().select().from(userSessions).where(eq(userSessions.id, sessionId)))[0]!.lastProofAt;
  return { account, user, origin, session, journal, lastProofAt };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("the ten-minute window", () => {
  const proof = new Date("2026-11-26T09:00:00Z");
  const at = (ms: number) => new Date(proof.getTime() + ms);

  it("holds up to ten minutes exactly, and not a millisecond after", () => {
    expect(hasRecentProof({ lastProofAt: proof }, at(RECENT_PROOF_WINDOW_MS))).toBe(true);
    expect(hasRecentProof({ lastProofAt: proof }, at(RECENT_PROOF_WINDOW_MS + 1))).toBe(false);
    expect(() => requireRecentProof({ session: { lastProofAt: proof } }, at(RECENT_PROOF_WINDOW_MS))).not.toThrow();
    expect(() => requireRecentProof({ session: { lastProofAt: proof } }, at(RECENT_PROOF_WINDOW_MS + 1))).toThrow(ProofRequired);
  });

  it("starts at sign-in: a fresh session's last proof is its sign-in", async () => {
    const { session, account } = await signedIn();
    const context = await loadSessionContext({ sessionId: session.id, userId: session.userId, now: new Date() });
    expect(hasRecentProof(context!.session)).toBe(true);
    expect(hasRecentProof(context!.session, new Date(Date.now() + RECENT_PROOF_WINDOW_MS + 1000))).toBe(false);
    expect(account.id).toBeTruthy();
  });
});

describe("proveIdentity", () => {
  it("restarts the window with the right password, and journals it", async () => {
    const { account, origin, session, journal, lastProofAt } = await signedIn();
    const later = new Date(Date.now() + 11 * 60_000);
    await proveIdentity({ method: "password", password, session, accountId: account.id, origin, now: later });
    expect((await lastProofAt()).getTime()).toBe(later.getTime());
    expect((await journal("session.identity_confirmed")).map((entry) => entry.metadata)).toEqual([{ method: "password" }]);
  });

  it("refuses a wrong password with a field error, journals it, and throttles after five like sign-in does", async () => {
    const { account, user, origin, session, journal, lastProofAt } = await signedIn();
    const before = await lastProofAt();
    const attempt = (guess: string) => proveIdentity({ method: "password", password: guess, session, accountId: account.id, origin });
    for (let i = 0; i < 5; i++) {
      const refused = await failure(attempt("not my password"));
      expect(refused.code).toBe("invalid_credentials");
      expect(refused.fieldErrors).toEqual([{ pointer: "#/password", detail: "That password is not right." }]);
    }
    // The right password no longer helps from this address: the sign-in throttle holds.
    expect((await failure(attempt(password))).code).toBe("too_many_attempts");
    expect((await failure(signInWithPassword({ email: user.email, password, origin }))).code).toBe("too_many_attempts");
    expect((await lastProofAt()).getTime()).toBe(before.getTime());
    const failures = await journal("session.identity_confirmation_failed");
    expect(failures.map((entry) => (entry.metadata as { reason: string }).reason).sort()).toEqual([...Array(5).fill("invalid_credentials"), "too_many_attempts"]);
    expect(JSON.stringify(failures)).not.toContain("not my password");
  });
});

describe("proveIdentity with an authenticator code", () => {
  it("restarts the window with a current code, refuses the same code again and a wrong one, and journals the method", async () => {
    const { account, user, origin, session, journal, lastProofAt } = await signedIn();
    const setup = await startTotpSetup({ userId: user.id });
    const minuteAgo = new Date(Date.now() - 60_000);
    const context = { accountId: account.id, actor: { type: "user" as const, id: user.id, display: user.email }, origin, userId: user.id };
    await confirmTotpSetup({ ...context, code: await generate({ secret: setup.secret, epoch: Math.floor(minuteAgo.getTime() / 1000) }), now: minuteAgo });
    const before = await lastProofAt();
    const code = await generate({ secret: setup.secret });
    const prove = (proof: string) => proveIdentity({ method: "totp", code: proof, session, accountId: account.id, origin });

    expect((await failure(prove(code === "000000" ? "111111" : "000000"))).code).toBe("invalid_credentials");
    expect((await lastProofAt()).getTime()).toBe(before.getTime());
    await prove(code);
    expect((await lastProofAt()).getTime()).toBeGreaterThan(before.getTime());
    expect((await failure(prove(code))).message).toContain("already used");
    const confirmed = await journal("session.identity_confirmed");
    expect(confirmed.map((entry) => entry.metadata)).toEqual([{ method: "totp" }]);
  });
});

describe("changePassword", () => {
  it("needs the current password, ends every other session, keeps this one, and journals it", async () => {
    const { account, user, origin, session, journal } = await signedIn();
    const other = await startSession({ userId: user.id, signInMethod: "oidc", origin });
    const change = (currentPassword: string, newPassword: string) =>
      changePassword({ accountId: account.id, session, currentPassword, newPassword, origin });
    expect((await failure(change("wrong current password", "a brand new password"))).fieldErrors).toEqual([
      { pointer: "#/currentPassword", detail: "That password is not right." },
    ]);
    expect((await failure(change(password, "short"))).fieldErrors[0]!.pointer).toBe("#/newPassword");
    expect(await loadSessionContext({ sessionId: other, userId: user.id, now: new Date() })).not.toBeNull();

    expect(await change(password, "a brand new password")).toEqual({ otherSessionsEnded: 1 });
    expect(await loadSessionContext({ sessionId: other, userId: user.id, now: new Date() })).toBeNull();
    expect(await loadSessionContext({ sessionId: session.id, userId: user.id, now: new Date() })).not.toBeNull();
    await expect(signInWithPassword({ email: user.email, password: "a brand new password", origin: { ip: "192.0.2.99" } })).resolves.toBeTruthy();
    const [entry] = await journal("user.password_changed");
    expect(entry!.metadata).toEqual({ other_sessions_ended: 1 });
    expect(JSON.stringify(entry)).not.toContain("brand new");
  });
});
