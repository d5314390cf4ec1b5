import { describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION, type DeprecationRegistry } from "../../domains/api-versions";
import { systemActor } from "../../domains/audit/actor";
import type { DeprecatedCall } from "./deprecated-call";
import { v1Operations } from "./operations";
import { createV1App } from "./v1-app";

// Deprecation, Sunset and Link (rel="deprecation") on answers that use something being retired,
// and the report of each authenticated such call, with a registry of the test's own: the real
// one retires nothing yet.

const actor = systemActor();
const BASE = "http://localhost";

const registry: DeprecationRegistry = {
  versions: API_VERSIONS.map((entry) =>
    entry.version === OLDEST_API_VERSION ? { ...entry, deprecation: { deprecatedAt: "2026-12-01T00:00:00Z", sunsetAt: "2027-12-01T00:00:00Z" } } : entry,
  ),
  operations: { listWebhooks: { deprecatedAt: "2026-12-15T00:00:00Z", sunsetAt: "2027-12-15T00:00:00Z" } },
  parameters: { listAuditEntries: { since: { deprecatedAt: "2027-01-01T00:00:00Z", sunsetAt: "2028-01-01T00:00:00Z" } } },
};

const noted: DeprecatedCall[] = [];
const app = createV1App(v1Operations, { deprecations: registry, noteDeprecatedCall: (call) => void noted.push(call) });

async function tokenOf(slug: string, apiVersion: string) {
  const account = await createAccount({ actor, slug, name: slug, apiVersion });
  const { token, record } = await createAccessToken({ accountId: account.id, actor, name: `${slug} ci`, scopes: ["read"], expiresInSeconds: 3600 });
  return { accountId: account.id, token, tokenId: record.id };
}

const call = (path: string, headers: Record<string, string> = {}) => app.fetch(new Request(`${BASE}${path}`, { headers }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("answers that use something being retired", () => {
  it("carry Deprecation, Sunset and a Link to the changelog at a deprecated version, and the call is noted with its token", async () => {
    const { accountId, token, tokenId } = await tokenOf("depr-version", OLDEST_API_VERSION);
    noted.length = 0;
    const answer = await call("/v1/modules", { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("deprecation")).toBe(`@${Date.parse("2026-12-01T00:00:00Z") / 1000}`);
    expect(answer.headers.get("sunset")).toBe("Wed, 01 Dec 2027 00:00:00 GMT");
    expect(answer.headers.get("link")).toMatch(/<[^>]+\/v1\/changelog>; rel="deprecation"/);
    await settle();
    expect(noted).toEqual([
      expect.objectContaining({ accountId, operationId: "listModules", credential: { type: "access_token", id: tokenId, display: "depr-version ci" } }),
    ]);
    expect(noted[0]!.deprecations.map((entry) => entry.subject)).toEqual([`API version ${OLDEST_API_VERSION}`]);

    // Named away from it: nothing deprecated, nothing noted.
    noted.length = 0;
    const pinned = await call("/v1/modules", { authorization: `Bearer ${token}`, "Api-Version": NEWEST_API_VERSION });
    expect(pinned.headers.get("deprecation")).toBeNull();
    expect(pinned.headers.get("sunset")).toBeNull();
    await settle();
    expect(noted).toEqual([]);
  });

  it("mark a deprecated operation and a deprecated query parameter, keeping the answer's own Link", async () => {
    const { token } = await tokenOf("depr-operation", NEWEST_API_VERSION);
    noted.length = 0;
    const webhooks = await call("/v1/webhooks", { authorization: `Bearer ${token}` });
    expect(webhooks.status).toBe(200);
    expect(webhooks.headers.get("sunset")).toBe("Wed, 15 Dec 2027 00:00:00 GMT");

    const audit = await call("/v1/audit?limit=1&since=2000-01-01T00:00:00Z", { authorization: `Bearer ${token}` });
    expect(audit.status).toBe(200);
    expect(audit.headers.get("deprecation")).toBe(`@${Date.parse("2027-01-01T00:00:00Z") / 1000}`);
    expect(audit.headers.get("link")).toMatch(/rel="next", <[^>]+>; rel="deprecation"/);
    // The same operation without the parameter uses nothing deprecated.
    expect((await call("/v1/audit?limit=1", { authorization: `Bearer ${token}` })).headers.get("deprecation")).toBeNull();
    await settle();
    expect(noted.map((entry) => entry.operationId)).toEqual(["listWebhooks", "listAuditEntries"]);
  });

  it("name the nearest sunset when a request uses several retired things", async () => {
    const { token } = await tokenOf("depr-several", OLDEST_API_VERSION);
    const answer = await call("/v1/webhooks", { authorization: `Bearer ${token}` });
    expect(answer.headers.get("deprecation")).toBe(`@${Date.parse("2026-12-01T00:00:00Z") / 1000}`);
    expect(answer.headers.get("sunset")).toBe("Wed, 01 Dec 2027 00:00:00 GMT");
  });

  it("mark a refused request at a deprecated version too, but note no call without a credential", async () => {
    noted.length = 0;
    const answer = await call("/v1/modules", { "Api-Version": OLDEST_API_VERSION });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("deprecation")).toBeTruthy();
    expect(answer.headers.get("api-version")).toBe(OLDEST_API_VERSION);
    await settle();
    expect(noted).toEqual([]);
  });

  it("are not marked by the real registry, which retires nothing yet", async () => {
    const { token } = await tokenOf("depr-none", OLDEST_API_VERSION);
    const { v1App } = await import("./v1-app");
    const answer = await v1App.fetch(new Request(`${BASE}/v1/webhooks`, { headers: { authorization: `Bearer ${token}` } }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("deprecation")).toBeNull();
  });
});
