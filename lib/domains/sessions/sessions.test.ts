import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { loadSessionContext } from "../auth/load-session-context";
import { getDb } from "../../platform/db/client";
import { auditEntries, memberships, users } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { createUser } from "../users/create-user";
import { describeDevice } from "./describe-device";
import { endOtherSessions } from "./end-other-sessions";
import { endSession } from "./end-session";
import { listActiveSessions } from "./list-active-sessions";
import { startSession } from "./start-session";

// Server-side session records: started at sign-in, checked on every request in the one query
// that also reads the user and their memberships, ended one at a time or all but this one.

const actor = systemActor();
const chromeOnLinux = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let n = 0;

async function person() {
  n += 1;
  const account = await createAccount({ actor, slug: `sessions-${n}`, name: `Sessions ${n}` });
  const { user } = await createUser({ accountId: account.id, actor, email: `sessions-${n}@acme.test`, password: "a long enough password" });
  const start = (now = new Date()) => startSession({ userId: user.id, signInMethod: "password", origin: { ip: "192.0.2.10", userAgent: chromeOnLinux }, now });
  const self = { accountId: account.id, actor: { type: "user" as const, id: user.id, display: user.email } };
  return { account, user, start, self };
}

const load = (sessionId: string, userId: string, now = new Date()) => loadSessionContext({ sessionId, userId, now });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("the liveness check", () => {
  it("loads session, user and every membership in one query", async () => {
    const { account, user, start } = await person();
    const second = await createAccount({ actor, slug: `sessions-second-${n}`, name: `Second ${n}` });
    await getDb().insert(memberships).values({ userId: user.id, accountId: second.id, role: "viewer" });
    const sessionId = await start();
    const client = getDb().$client as { query: (...args: unknown[]) => unknown };
    const queries = vi.spyOn(client, "query");
    const context = await load(sessionId, user.id);
    const count = queries.mock.calls.length;
    queries.mockRestore();
    console.log(`customer-area authorisation: ${count} query per request (session + user + memberships)`);
    expect(count).toBe(1);
    expect(context).toMatchObject({ user: { id: user.id, email: user.email }, session: { id: sessionId }, lastSeenDue: false });
    expect(context!.accounts.map(({ id, role }) => [id, role])).toEqual([
      [account.id, "admin"],
      [second.id, "viewer"],
    ]);
  });

  it("refuses an unknown session, another user's, an ended one and one from before a reset", async () => {
    const { user, start, self } = await person();
    const other = await person();
    const sessionId = await start();
    expect(await load("ses_unknown", user.id)).toBeNull();
    expect(await load(sessionId, other.user.id)).toBeNull();
    await getDb().update(users).set({ sessionsValidAfter: new Date() }).where(eq(users.id, user.id));
    expect(await load(sessionId, user.id)).toBeNull();
    const later = await start(new Date(Date.now() + 1000));
    expect(await load(later, user.id)).not.toBeNull();
    const current = await start(new Date(Date.now() + 2000));
    await endSession({ ...self, currentSessionId: current, sessionId: later });
    expect(await load(later, user.id)).toBeNull();
    expect(await load(current, user.id)).not.toBeNull();
  });

  it("says when last seen is due: after a minute, not before", async () => {
    const { user, start } = await person();
    const began = new Date("2026-11-26T09:00:00Z");
    const sessionId = await start(began);
    expect((await load(sessionId, user.id, new Date(began.getTime() + 59_999)))!.lastSeenDue).toBe(false);
    expect((await load(sessionId, user.id, new Date(began.getTime() + 60_000)))!.lastSeenDue).toBe(true);
  });
});

describe("ending sessions", () => {
  it("ends one of one's own sessions, refuses the current one and anyone else's, and journals it", async () => {
    const { user, start, self, account } = await person();
    const stranger = await person();
    const current = await start();
    const phone = await start();
    const strangers = await stranger.start();
    expect((await failure(endSession({ ...self, currentSessionId: current, sessionId: current }))).code).toBe("conflict");
    expect((await failure(endSession({ ...self, currentSessionId: current, sessionId: strangers }))).code).toBe("not_found");
    expect(await load(strangers, stranger.user.id)).not.toBeNull();
    await endSession({ ...self, currentSessionId: current, sessionId: phone });
    expect((await failure(endSession({ ...self, currentSessionId: current, sessionId: phone }))).message).toBe("That session has already ended.");
    const listed = await listActiveSessions({ userId: user.id, currentSessionId: current });
    expect(listed.map(({ id, current: isCurrent, device }) => ({ id, isCurrent, device }))).toEqual([{ id: current, isCurrent: true, device: "Chrome on Linux" }]);
    // A session idle past the cookie's 12 hours is no longer listed.
    const aDayLater = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await listActiveSessions({ userId: user.id, currentSessionId: current, now: aDayLater })).toEqual([]);
    const journal = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.action, "session.ended")));
    expect(journal.map((entry) => entry.metadata)).toEqual([{ session_id: phone, by: "self" }]);
  });

  it("ends every other session and keeps this one", async () => {
    const { user, start, self, account } = await person();
    const current = await start();
    const others = [await start(), await start()];
    expect(await endOtherSessions({ ...self, currentSessionId: current })).toEqual({ ended: 2 });
    for (const id of others) expect(await load(id, user.id)).toBeNull();
    expect(await load(current, user.id)).not.toBeNull();
    const [entry] = await getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.action, "session.others_ended")));
    expect(entry!.metadata).toEqual({ ended: 2 });
  });
});

describe("describeDevice", () => {
  it("names the browser and the system", () => {
    expect(describeDevice(chromeOnLinux)).toBe("Chrome on Linux");
    expect(describeDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15")).toBe("Safari on macOS");
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("Edge on Windows");
    expect(describeDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")).toBe("Safari on iOS");
    expect(describeDevice("Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0")).toBe("Firefox on Android");
    expect(describeDevice(null)).toBe("Unknown device");
  });
});
