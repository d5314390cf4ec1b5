import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { revokeAccessToken } from "../../domains/access-tokens/revoke-access-token";
import { generateAccessToken } from "../../domains/access-tokens/token-format";
import { createAccount } from "../../domains/accounts/create-account";
import { systemActor } from "../../domains/audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries, memberships } from "../../platform/db/schema";
import { createUser } from "../../domains/users/create-user";
import { authenticateRequest } from "./authenticate-request";
import { mintDashboardCredential } from "./dashboard-credential";
import { customerAreaPrincipal } from "./customer-area-principal";
import { asInProcessCall } from "./in-process-principal";
import { v1App } from "./v1-app";
import { ProblemError } from "./problem";

const actor = systemActor();
const origin = { ip: "192.0.2.10", userAgent: "test" };
const request = (token: string) => new Request("http://localhost/v1/modules", { headers: { Authorization: `Bearer ${token}` } });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (rejection: unknown) => rejection);
  expect(error).toBeInstanceOf(ProblemError);
  return (error as ProblemError).init;
}

async function refusedEntries(accountId: string) {
  return getDb()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, "token.authentication_refused")));
}

describe("authenticateRequest", () => {
  it("accepts a live token with its account, scopes and limit", async () => {
    const account = await createAccount({ actor, slug: "auth-live", name: "Live" });
    const { token, record } = await createAccessToken({ accountId: account.id, actor, name: "ci", scopes: ["read"], expiresInSeconds: 3600 });
    const principal = await authenticateRequest(request(token), origin);
    expect(principal).toMatchObject({ accountId: account.id, scopes: ["read"], rateLimit: 600, tokenId: record.id });
  });

  it("refuses an expired token and records one audit entry against it", async () => {
    const account = await createAccount({ actor, slug: "auth-expired", name: "Expired" });
    const { token } = await createAccessToken({ accountId: account.id, actor, name: "old", scopes: ["read"], expiresInSeconds: 3600 });
    const later = new Date(Date.now() + 2 * 3600_000);
    const init = await refusal(authenticateRequest(request(token), origin, later));
    expect(init).toMatchObject({ status: 401, code: "invalid_token" });
    expect(init.detail).toContain("expired");
    expect(init.headers?.["WWW-Authenticate"]).toContain('error="invalid_token"');
    const entries = await refusedEntries(account.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.metadata).toMatchObject({ reason: "expired" });
    expect(JSON.stringify(entries[0])).not.toContain(token);
  });

  it("refuses a revoked token and records it", async () => {
    const account = await createAccount({ actor, slug: "auth-revoked", name: "Revoked" });
    const { token, record } = await createAccessToken({ accountId: account.id, actor, name: "gone", scopes: ["read"], expiresInSeconds: 3600 });
    await revokeAccessToken({ accountId: account.id, actor, tokenId: record.id });
    expect((await refusal(authenticateRequest(request(token), origin))).detail).toContain("revoked");
    expect(await refusedEntries(account.id)).toHaveLength(1);
  });

  it("records a replayed refused token once per minute, the next entry carrying the count in between", async () => {
    const account = await createAccount({ actor, slug: "auth-replayed", name: "Replayed" });
    const { token, record } = await createAccessToken({ accountId: account.id, actor, name: "replayed", scopes: ["read"], expiresInSeconds: 3600 });
    await revokeAccessToken({ accountId: account.id, actor, tokenId: record.id });
    const start = Date.now();
    for (let attempt = 0; attempt < 50; attempt++) {
      // Every attempt is still refused: only the journal is throttled, never the answer.
      expect((await refusal(authenticateRequest(request(token), origin, new Date(start + attempt * 1000)))).code).toBe("invalid_token");
    }
    const firstMinute = await refusedEntries(account.id);
    expect(firstMinute).toHaveLength(1);
    expect(firstMinute[0]!.metadata).toMatchObject({ reason: "revoked", suppressed_before: 0 });

    await refusal(authenticateRequest(request(token), origin, new Date(start + 61_000)));
    const entries = await refusedEntries(account.id);
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.metadata)).toContainEqual(expect.objectContaining({ suppressed_before: 49 }));
  });

  it("refuses unknown and malformed tokens without writing anything", async () => {
    const before = await getDb().select().from(auditEntries);
    expect((await refusal(authenticateRequest(request(generateAccessToken()), origin))).detail).toContain("unknown");
    expect((await refusal(authenticateRequest(request("mis_at_short"), origin))).detail).toContain("malformed");
    expect(await getDb().select().from(auditEntries)).toHaveLength(before.length);
  });

  it("accepts a dashboard credential only while signed, unexpired and the membership stands", async () => {
    const account = await createAccount({ actor, slug: "auth-dashboard", name: "Dashboard" });
    const { user } = await createUser({ accountId: account.id, actor, email: "dash@example.test", password: "a long enough password" });
    const claims = { userId: user.id, userEmail: user.email, accountId: account.id, role: "admin" as const, scopes: ["read" as const], ip: "198.51.100.4", userAgent: "browser" };
    const credential = mintDashboardCredential(claims);
    const principal = await authenticateRequest(request(credential), origin);
    expect(principal).toMatchObject({ accountId: account.id, tokenId: null, actor: { type: "user", id: user.id } });
    expect(principal.origin).toEqual({ ip: "198.51.100.4", userAgent: "browser" });

    const tampered = credential.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await refusal(authenticateRequest(request(tampered), origin))).detail).toContain("malformed");
    const stale = mintDashboardCredential(claims, Date.now() - 10 * 60_000);
    expect((await refusal(authenticateRequest(request(stale), origin))).detail).toContain("expired");

    await getDb().delete(memberships).where(eq(memberships.userId, user.id));
    expect((await refusal(authenticateRequest(request(credential), origin))).detail).toContain("no longer valid");
  });

  it("runs an in-process call as the principal it carries, with no credential and no query", async () => {
    const account = await createAccount({ actor, slug: "auth-in-process", name: "In process" });
    const { user } = await createUser({ accountId: account.id, actor, email: "in-process@example.test", password: "a long enough password" });
    const principal = customerAreaPrincipal({ userId: user.id, userEmail: user.email, accountId: account.id, role: "developer", scopes: ["read"], ip: null, userAgent: null });
    const client = getDb().$client as { query: (...args: unknown[]) => unknown };
    const queries = vi.spyOn(client, "query");
    try {
      const call = asInProcessCall(new Request("http://v1.in-process/v1/modules"), principal);
      expect(await authenticateRequest(call, origin)).toBe(principal);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
    // Through the whole app: answered for that account, though no Authorization header was sent.
    const answered = await v1App.fetch(asInProcessCall(new Request("http://v1.in-process/v1/modules"), principal));
    expect(answered.status).toBe(200);
    // The same request from outside (no principal attached) is a missing token.
    expect((await v1App.fetch(new Request("http://v1.in-process/v1/modules"))).status).toBe(401);
  });
});
