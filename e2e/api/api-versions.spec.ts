import pg from "pg";
import type { APIResponse } from "@playwright/test";
import { KNOWN_API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION } from "../../lib/domains/api-versions";
import { bearer, expect, expectCommonHeaders, expectProblem, test } from "./api-fixtures";

// Dated API versions over HTTP, as an integrator's curl sees them: which version answers (the
// Api-Version header, else the account's default, else the newest), the shape of an affected
// answer at each, each version's own ETag, an unknown version refused, and Api-Version with
// `Vary: Api-Version` on every kind of answer. On PostgreSQL also through start:api, and an
// account's default changed by plain SQL is followed by the running server.

const at = (version: string) => ({ "Api-Version": version });
type SyncState = Record<string, unknown>;
const syncStates = async (response: APIResponse) => ((await response.json()) as { data: { sync_state: SyncState }[] }).data.map((module) => module.sync_state);

function expectVersion(response: APIResponse, version: string) {
  expect(response.headers()["api-version"]).toBe(version);
  expect(response.headers()["vary"]).toMatch(/\bApi-Version\b/);
}

test.describe("API versions", () => {
  test("an account on the newest version is answered at it, and at the first version when it asks", async ({ request, tokens, matchesDocument }) => {
    const newest = await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) });
    expect(newest.status()).toBe(200);
    expectCommonHeaders(newest);
    expectVersion(newest, NEWEST_API_VERSION);
    await matchesDocument(newest, "/v1/modules", "get");
    for (const state of await syncStates(newest)) {
      expect(state).toHaveProperty("last_succeeded_at");
      expect(state).not.toHaveProperty("last_synced_at");
    }

    const old = await request.get("/v1/modules", { headers: { ...bearer(tokens.acmeRead.token), ...at(OLDEST_API_VERSION) } });
    expect(old.status()).toBe(200);
    expectVersion(old, OLDEST_API_VERSION);
    for (const state of await syncStates(old)) {
      expect(state).toHaveProperty("last_synced_at");
      expect(state).not.toHaveProperty("last_succeeded_at");
    }
  });

  test("an account on the first version is answered at it by default, and at the newest when it asks", async ({ request, tokens }) => {
    const token = tokens.firstVersionRead.token;
    const byDefault = await request.get("/v1/modules", { headers: bearer(token) });
    expect(byDefault.status()).toBe(200);
    expectVersion(byDefault, OLDEST_API_VERSION);
    const [state] = await syncStates(byDefault);
    expect(state).toHaveProperty("last_synced_at");
    expect(state).not.toHaveProperty("last_succeeded_at");

    const moduleId = ((await (await request.get("/v1/modules", { headers: bearer(token) })).json()) as { data: { id: string }[] }).data[0]!.id;
    const status = await request.get(`/v1/modules/${moduleId}/status`, { headers: bearer(token) });
    expectVersion(status, OLDEST_API_VERSION);
    expect(await status.json()).toHaveProperty("last_synced_at");
    const pinned = await request.get(`/v1/modules/${moduleId}/status`, { headers: { ...bearer(token), ...at(NEWEST_API_VERSION) } });
    expectVersion(pinned, NEWEST_API_VERSION);
    expect(await pinned.json()).toHaveProperty("last_succeeded_at");
  });

  test("each version's representation has its own ETag, and a 304 only for that version's", async ({ request, tokens }) => {
    const get = (version: string, ifNoneMatch?: string) =>
      request.get("/v1/modules", { headers: { ...bearer(tokens.acmeRead.token), ...at(version), ...(ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {}) } });
    const newestTag = (await get(NEWEST_API_VERSION)).headers()["etag"]!;
    const oldTag = (await get(OLDEST_API_VERSION)).headers()["etag"]!;
    expect(newestTag).toBeTruthy();
    expect(oldTag).toBeTruthy();
    expect(oldTag).not.toBe(newestTag);
    const notModified = await get(OLDEST_API_VERSION, oldTag);
    // A sync the browser specs started may have changed the modules since: then a 200 with a new tag.
    if (notModified.status() === 304) {
      expectVersion(notModified, OLDEST_API_VERSION);
      expect(notModified.headers()["etag"]).toBe(oldTag);
    }
    expect((await get(NEWEST_API_VERSION, oldTag)).status()).toBe(200);
    expect((await get(OLDEST_API_VERSION, newestTag)).status()).toBe(200);
  });

  test("an unknown or malformed Api-Version is a 400 problem listing the known versions", async ({ request, tokens }) => {
    for (const value of ["1999-01-01", "2026-11-27x", "latest", "27.11.2026"]) {
      const response = await request.get("/v1/modules", { headers: { ...bearer(tokens.acmeRead.token), "Api-Version": value } });
      const problem = await expectProblem(response, 400, "unknown_api_version");
      expect(problem.known_versions).toEqual([...KNOWN_API_VERSIONS]);
      expect(problem.detail).toContain(NEWEST_API_VERSION);
      expectVersion(response, NEWEST_API_VERSION);
    }
  });

  test("every kind of answer names its version: 401, 404, 405, OPTIONS, the document", async ({ request, tokens, project }) => {
    const bases = [undefined, ...(project.apiURL ? [project.apiURL] : [])];
    for (const base of bases) {
      const url = (path: string) => `${base ?? ""}${path}`;
      const token = bearer(tokens.firstVersionRead.token);
      const answers: [APIResponse, number, string][] = [
        [await request.get(url("/v1/modules")), 401, NEWEST_API_VERSION],
        [await request.get(url("/v1/modules"), { headers: at(OLDEST_API_VERSION) }), 401, OLDEST_API_VERSION],
        [await request.get(url("/v1/nothing-here"), { headers: token }), 404, OLDEST_API_VERSION],
        [await request.fetch(url("/v1/modules"), { method: "PUT", headers: token }), 405, OLDEST_API_VERSION],
        [await request.fetch(url("/v1/modules"), { method: "OPTIONS" }), 204, NEWEST_API_VERSION],
        [await request.get(url("/v1/openapi.json")), 200, NEWEST_API_VERSION],
      ];
      for (const [response, status, version] of answers) {
        expect(response.status(), `${response.url()} on ${base ?? "npm start"}`).toBe(status);
        expectVersion(response, version);
      }
    }
  });

  test("a change of an account's default version by plain SQL is followed by the running server", async ({ request, tokens, project }) => {
    test.skip(!project.databaseUrl, "needs direct database access (the PostgreSQL project); covered on PGlite by lib/adapters/api/api-version.test.ts");
    const client = new pg.Client({ connectionString: project.databaseUrl });
    await client.connect();
    const { token, accountId } = tokens.firstVersionRead;
    const served = async () => (await request.get("/v1/modules", { headers: bearer(token) })).headers()["api-version"];
    try {
      // As an upgrade does: the database announces it to every instance (well under a second).
      await client.query("update accounts set api_version = $1 where id = $2", [NEWEST_API_VERSION, accountId]);
      await expect.poll(served).toBe(NEWEST_API_VERSION);
      expect((await syncStates(await request.get("/v1/modules", { headers: bearer(token) })))[0]).toHaveProperty("last_succeeded_at");
    } finally {
      await client.query("update accounts set api_version = $1 where id = $2", [OLDEST_API_VERSION, accountId]);
      await expect.poll(served).toBe(OLDEST_API_VERSION);
      await client.end();
    }
  });
});
