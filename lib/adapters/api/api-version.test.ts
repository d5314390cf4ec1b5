import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { KNOWN_API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION } from "../../domains/api-versions";
import { systemActor } from "../../domains/audit/actor";
import { createModuleFixture } from "../../domains/modules/testing/create-module-fixture";
import { getDb } from "../../platform/db/client";
import { accessTokens, accounts } from "../../platform/db/schema";
import { customerAreaPrincipal } from "./customer-area-principal";
import { asInProcessCall } from "./in-process-principal";
import { v1App } from "./v1-app";

// Request-time versions end to end through the v1 app: which version answers (header, else the
// account's default, else the newest), the shape and the ETag of an affected answer at each, an
// unknown version refused, and `Api-Version` + `Vary` on every kind of answer.

const actor = systemActor();
const BASE = "http://localhost";
const lastSync = new Date("2026-11-22T09:04:12Z");

async function accountAt(slug: string, apiVersion: string) {
  const account = await createAccount({ actor, slug, name: slug, apiVersion });
  await createModuleFixture({ accountId: account.id, syncState: "synced", lastSyncedAt: lastSync });
  const { token } = await createAccessToken({ accountId: account.id, actor, name: "ci", scopes: ["read", "write"], expiresInSeconds: 3600 });
  return { account, token };
}

const call = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) => v1App.fetch(new Request(`${BASE}${path}`, { ...init, headers }));
const withToken = (token: string, headers: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...headers });

type SyncState = Record<string, unknown>;
const firstSyncState = async (answer: Response) => ((await answer.json()) as { data: { sync_state: SyncState }[] }).data[0]!.sync_state;

describe("API versions at request time", () => {
  it("answers an account on the first version at it, and at the version a header names", async () => {
    const { token } = await accountAt("ver-old", OLDEST_API_VERSION);
    const byDefault = await call("/v1/modules", withToken(token));
    expect(byDefault.status).toBe(200);
    expect(byDefault.headers.get("api-version")).toBe(OLDEST_API_VERSION);
    expect(byDefault.headers.get("vary")).toMatch(/\bApi-Version\b/);
    const old = await firstSyncState(byDefault);
    expect(old.last_synced_at).toBe(lastSync.toISOString());
    expect(old).not.toHaveProperty("last_succeeded_at");

    const pinned = await call("/v1/modules", withToken(token, { "Api-Version": NEWEST_API_VERSION }));
    expect(pinned.headers.get("api-version")).toBe(NEWEST_API_VERSION);
    const newest = await firstSyncState(pinned);
    expect(newest).toHaveProperty("last_succeeded_at");
    expect(newest).not.toHaveProperty("last_synced_at");
  });

  it("answers an account on the newest version at it, and at the first version when asked", async () => {
    const { token } = await accountAt("ver-new", NEWEST_API_VERSION);
    const moduleId = ((await (await call("/v1/modules", withToken(token))).json()) as { data: { id: string }[] }).data[0]!.id;
    const status = await call(`/v1/modules/${moduleId}/status`, withToken(token));
    expect(status.headers.get("api-version")).toBe(NEWEST_API_VERSION);
    expect(await status.json()).toHaveProperty("last_succeeded_at");
    const old = await call(`/v1/modules/${moduleId}/status`, withToken(token, { "Api-Version": OLDEST_API_VERSION }));
    expect(old.headers.get("api-version")).toBe(OLDEST_API_VERSION);
    const body = (await old.json()) as SyncState;
    expect(Object.keys(body).indexOf("last_synced_at")).toBe(Object.keys(body).indexOf("last_sync_started_at") + 1);
  });

  it("gives each version's representation its own ETag, and answers If-None-Match against that version's", async () => {
    const { token } = await accountAt("ver-etag", NEWEST_API_VERSION);
    const at = (version: string, ifNoneMatch?: string) =>
      call("/v1/modules", withToken(token, { "Api-Version": version, ...(ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {}) }));
    const newest = await at(NEWEST_API_VERSION);
    const old = await at(OLDEST_API_VERSION);
    const [newestTag, oldTag] = [newest.headers.get("etag")!, old.headers.get("etag")!];
    expect(newestTag).toBeTruthy();
    expect(oldTag).toBeTruthy();
    expect(oldTag).not.toBe(newestTag);
    // Shaped once and remembered: the same tag and body on the next request.
    const again = await at(OLDEST_API_VERSION);
    expect(again.headers.get("etag")).toBe(oldTag);
    expect(await again.text()).toBe(await old.text());

    const notModified = await at(OLDEST_API_VERSION, oldTag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(oldTag);
    expect(notModified.headers.get("api-version")).toBe(OLDEST_API_VERSION);
    expect(await notModified.text()).toBe("");
    // A tag of one version never validates the other's representation.
    expect((await at(OLDEST_API_VERSION, newestTag)).status).toBe(200);
    expect((await at(NEWEST_API_VERSION, oldTag)).status).toBe(200);
    expect((await at(NEWEST_API_VERSION, newestTag)).status).toBe(304);
  });

  it("refuses an unknown or malformed Api-Version with a 400 that lists the known ones, counted like any answer", async () => {
    const { token } = await accountAt("ver-unknown", OLDEST_API_VERSION);
    for (const value of ["1999-01-01", "2026-11-27x", "latest", "", " ", "2026-13-01"]) {
      const answer = await call("/v1/modules", withToken(token, { "Api-Version": value }));
      expect(answer.status, value).toBe(400);
      expect(answer.headers.get("content-type")).toBe("application/problem+json");
      expect(answer.headers.get("api-version")).toBe(OLDEST_API_VERSION);
      expect(answer.headers.get("x-ratelimit-limit")).toBeTruthy();
      const problem = (await answer.json()) as { code: string; status: number; detail: string; known_versions: string[] };
      expect(problem).toMatchObject({ code: "unknown_api_version", status: 400, known_versions: [...KNOWN_API_VERSIONS] });
      expect(problem.detail).toContain(NEWEST_API_VERSION);
    }
    // Before authentication: the 401 wins, answered at the newest.
    const unauthenticated = await call("/v1/modules", { "Api-Version": "nope" });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get("api-version")).toBe(NEWEST_API_VERSION);
  });

  it("names the version on every kind of answer: 401, 404, 405, OPTIONS, the public documents", async () => {
    const { token } = await accountAt("ver-every", OLDEST_API_VERSION);
    const answers = {
      missingToken: await call("/v1/modules"),
      unknownPath: await call("/v1/nothing-here", withToken(token)),
      wrongMethod: await call("/v1/modules", withToken(token), { method: "PUT" }),
      options: await call("/v1/modules", {}, { method: "OPTIONS" }),
      document: await call("/v1/openapi.json"),
      pinnedDocument: await call("/v1/openapi.json", { "Api-Version": OLDEST_API_VERSION }),
    };
    expect(answers.missingToken.status).toBe(401);
    expect(answers.unknownPath.status).toBe(404);
    expect(answers.wrongMethod.status).toBe(405);
    expect(answers.options.status).toBe(204);
    expect(answers.document.status).toBe(200);
    const versions = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.headers.get("api-version")]));
    expect(versions).toEqual({
      missingToken: NEWEST_API_VERSION,
      // A valid token outside an operation still names its account's default.
      unknownPath: OLDEST_API_VERSION,
      wrongMethod: OLDEST_API_VERSION,
      options: NEWEST_API_VERSION,
      document: NEWEST_API_VERSION,
      pinnedDocument: OLDEST_API_VERSION,
    });
    for (const answer of Object.values(answers)) expect(answer.headers.get("vary")).toMatch(/\bApi-Version\b/);
    // The document's own Vary is kept.
    expect(answers.document.headers.get("vary")).toMatch(/X-Forwarded-Host/);
  });

  it("names the account's version on a 429 too", async () => {
    const { account } = await accountAt("ver-limited", OLDEST_API_VERSION);
    const { token, record } = await createAccessToken({ accountId: account.id, actor, name: "one a minute", scopes: ["read"], expiresInSeconds: 3600 });
    await getDb().update(accessTokens).set({ rateLimitPerMinute: 1 }).where(eq(accessTokens.id, record.id));
    expect((await call("/v1/modules", withToken(token))).status).toBe(200);
    const refused = await call("/v1/modules", withToken(token));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("api-version")).toBe(OLDEST_API_VERSION);
    expect(refused.headers.get("vary")).toMatch(/\bApi-Version\b/);
  });

  it("follows a change of the account's default version at once, whoever makes it", async () => {
    const { account, token } = await accountAt("ver-change", OLDEST_API_VERSION);
    expect((await call("/v1/modules", withToken(token))).headers.get("api-version")).toBe(OLDEST_API_VERSION);
    // As an upgrade would, or SQL typed by hand: the database announces it to every instance.
    await getDb().update(accounts).set({ apiVersion: NEWEST_API_VERSION }).where(eq(accounts.id, account.id));
    let served = "";
    for (let attempt = 0; attempt < 200 && served !== NEWEST_API_VERSION; attempt++) {
      served = (await call("/v1/modules", withToken(token))).headers.get("api-version")!;
      if (served !== NEWEST_API_VERSION) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(served).toBe(NEWEST_API_VERSION);
  });

  it("answers the customer area's in-process calls at the version they name, the newest", async () => {
    const { account } = await accountAt("ver-in-process", OLDEST_API_VERSION);
    const principal = customerAreaPrincipal({ userId: "usr_x", userEmail: "x@example.test", accountId: account.id, role: "owner", scopes: ["read"], ip: null, userAgent: null });
    const request = new Request(`${BASE}/v1/modules`, { headers: { "Api-Version": NEWEST_API_VERSION } });
    const answer = await v1App.fetch(asInProcessCall(request, principal));
    expect(answer.headers.get("api-version")).toBe(NEWEST_API_VERSION);
    expect(await firstSyncState(answer)).toHaveProperty("last_succeeded_at");
  });
});
