import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { signInWithPassword } from "../auth/sign-in-with-password";
import { getDb } from "../../platform/db/client";
import { auditEntries, notifications, passwordResetTokens, userSessions, users } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { sessionIsLive } from "../sessions/session-liveness";
import { startSession } from "../sessions/start-session";
import { createUser } from "../users/create-user";
import { findPasswordReset } from "./find-password-reset";
import { RESETS_PER_ADDRESS, RESETS_PER_CLIENT } from "./password-reset-throttle";
import { hashPasswordResetToken } from "./password-reset-token";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";

// Password reset: a single-use link, valid 30 minutes, stored hashed, mailed through the outbox;
// the same outcome for an unknown address; throttled per address and per client; a reset ends
// every session of the user. On PGlite, and on PostgreSQL (with Redis counters) when configured.

const linkOrigin = "https://app.example.test";
// Client addresses of this run only: with Redis the counters outlive a run by their 15 minutes.
const run = randomBytes(2).toString("hex");
const clientAddress = (suffix: string | number) => `2001:db8:${run}::${suffix}`;
const oldPassword = "the password I forgot";
let n = 0;

async function fixture() {
  n += 1;
  const account = await createAccount({ actor: systemActor(), slug: `reset-${n}-${Date.now()}`, name: `Reset ${n}` });
  const { user } = await createUser({ accountId: account.id, actor: systemActor(), email: `reset-${n}-${Date.now()}@acme.test`, password: oldPassword });
  return { accountId: account.id, user, ip: clientAddress(`a:${n}`) };
}

async function mailsTo(email: string) {
  return getDb().select().from(notifications).where(and(eq(notifications.recipient, email), eq(notifications.kind, "user.password_reset")));
}

/** The token in the last mail to `email`, as the person reads it. */
async function tokenMailedTo(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.body)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("requesting a reset", () => {
  it("mails a link whose token is stored only as its hash, valid 30 minutes, and journals it", async () => {
    const { accountId, user, ip } = await fixture();
    const now = new Date();
    await requestPasswordReset({ email: ` ${user.email.toUpperCase()} `, origin: { ip }, linkOrigin, now });
    const token = await tokenMailedTo(user.email);
    expect((await mailsTo(user.email))[0]!.body).toContain(`${linkOrigin}/reset-password/${token}`);
    const [stored] = await getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(hashPasswordResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - now.getTime()).toBe(30 * 60_000);
    const journal = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "user.password_reset_requested")));
    expect(journal).toHaveLength(1);
  });

  it("answers an unknown address the same way, with no mail, counting it in the same throttle", async () => {
    const { ip } = await fixture();
    const unknown = `nobody-${n}-${Date.now()}@acme.test`;
    for (let i = 0; i < RESETS_PER_ADDRESS; i += 1) await expect(requestPasswordReset({ email: unknown, origin: { ip }, linkOrigin })).resolves.toBeUndefined();
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await refusal(requestPasswordReset({ email: unknown, origin: { ip }, linkOrigin }))).toMatchObject({ code: "too_many_attempts" });
  });

  it("throttles per address (from any client) and per client (for any address)", async () => {
    const { user } = await fixture();
    for (let i = 0; i < RESETS_PER_ADDRESS; i += 1) await requestPasswordReset({ email: user.email, origin: { ip: clientAddress(`b:${i}`) }, linkOrigin });
    const byAddress = await refusal(requestPasswordReset({ email: user.email, origin: { ip: clientAddress("b:99") }, linkOrigin }));
    expect(byAddress.message).toMatch(/^Too many reset requests\. Try again in \d+ min\.$/);
    expect(await mailsTo(user.email)).toHaveLength(RESETS_PER_ADDRESS);

    const client = clientAddress(`c:${n}`);
    for (let i = 0; i < RESETS_PER_CLIENT; i += 1) await requestPasswordReset({ email: `walk-${n}-${i}-${Date.now()}@acme.test`, origin: { ip: client }, linkOrigin });
    expect((await refusal(requestPasswordReset({ email: `walk-${n}-last@acme.test`, origin: { ip: client }, linkOrigin }))).code).toBe("too_many_attempts");
  });
});

describe("resetting", () => {
  it("sets the password once, voids the user's other links, ends every session, and journals it", async () => {
    const { accountId, user, ip } = await fixture();
    await requestPasswordReset({ email: user.email, origin: { ip }, linkOrigin });
    const first = await tokenMailedTo(user.email);
    await requestPasswordReset({ email: user.email, origin: { ip }, linkOrigin });
    const second = await tokenMailedTo(user.email);
    const sessionBegan = new Date(Date.now() - 1000);
    const laptop = await startSession({ userId: user.id, signInMethod: "password", origin: { ip }, now: sessionBegan });
    const phone = await startSession({ userId: user.id, signInMethod: "password", origin: { ip }, now: sessionBegan });

    expect((await refusal(resetPassword({ token: second, password: "short" }))).code).toBe("validation_failed");
    await resetPassword({ token: second, password: "my brand new password", origin: { ip } });
    expect(await findPasswordReset(second)).toBe("used");
    expect((await refusal(resetPassword({ token: second, password: "another new password" }))).message).toBe("This reset link has already been used. Sign in, or ask for a new one.");
    // The older link of the same user died with the reset.
    expect((await refusal(resetPassword({ token: first, password: "another new password" }))).code).toBe("conflict");

    expect((await refusal(signInWithPassword({ email: user.email, password: oldPassword, origin: { ip } }))).code).toBe("invalid_credentials");
    await signInWithPassword({ email: user.email, password: "my brand new password", origin: { ip } });
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    // Every session record of the user is ended, and sessions_valid_after would end any left over.
    const records = await getDb().select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(records.filter(({ id }) => id === laptop || id === phone).map(({ endReason }) => endReason)).toEqual(["password_reset", "password_reset"]);
    expect(sessionIsLive({ createdAt: sessionBegan, endedAt: null }, row!.sessionsValidAfter)).toBe(false);
    expect(sessionIsLive({ createdAt: new Date(Date.now() + 1), endedAt: null }, row!.sessionsValidAfter)).toBe(true);
    const journal = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "user.password_reset")));
    expect(journal).toHaveLength(1);
  });

  it("refuses an expired link and one that names nothing", async () => {
    const { user, ip } = await fixture();
    const asked = new Date(Date.now() - 31 * 60_000);
    await requestPasswordReset({ email: user.email, origin: { ip }, linkOrigin, now: asked });
    const token = await tokenMailedTo(user.email);
    expect(await findPasswordReset(token)).toBe("expired");
    expect((await refusal(resetPassword({ token, password: "my brand new password" }))).message).toContain("has expired");
    // Just before the 30 minutes are up it still works.
    expect(await findPasswordReset(token, new Date(asked.getTime() + 30 * 60_000 - 1))).toBe("open");
    expect((await refusal(resetPassword({ token: "x".repeat(43), password: "my brand new password" }))).code).toBe("not_found");
    expect(await findPasswordReset("not a token")).toBeNull();
    await signInWithPassword({ email: user.email, password: oldPassword, origin: { ip } });
  });
});
