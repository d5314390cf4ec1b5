import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { KNOWN_API_VERSIONS, OLDEST_API_VERSION } from "../../domains/api-versions";
import { systemActor } from "../../domains/audit/actor";
import { getDb } from "../../platform/db/client";
import { accessTokens } from "../../platform/db/schema";
import { v1Operations } from "./operations";
import { v1App } from "./v1-app";

// Hostile `Api-Version` values on every path of /v1, with and without a token, by every method
// the path has and some it has not: never a 5xx, every answer names a version we know in
// `Api-Version` and varies on it, and a value that is not one of ours is refused (400, or the
// 401 of a token operation called without a token), never served at some other version.

const BASE = "http://localhost";
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
let token = "";

beforeAll(async () => {
  const actor = systemActor();
  const account = await createAccount({ actor, slug: "version-fuzz", name: "Version fuzz", apiVersion: OLDEST_API_VERSION });
  const created = await createAccessToken({ accountId: account.id, actor, name: "fuzz", scopes: ["read", "write"], expiresInSeconds: 3600 });
  // Thousands of requests in a minute: this is not what the rate limit is tested with.
  await getDb().update(accessTokens).set({ rateLimitPerMinute: 1_000_000 }).where(eq(accessTokens.id, created.record.id));
  token = created.token;
});

/** Every path of the list with its ids filled in (well formed, unknown: a 404 at most), plus paths of none. */
const paths = [...new Set(v1Operations.map((operation) => operation.path))].map((path) => path.replace(/\{\w+\}/g, "mod_01jd4y3k6efq9b8c1m2n3p4q5r"));
const targets = fc.record({
  path: fc.constantFrom(...paths, "/v1", "/v1/", "/v1/nothing-here", "/v1/modules/%00"),
  method: fc.constantFrom("GET", "HEAD", "POST", "DELETE", "PUT", "PATCH", "OPTIONS", "PROPFIND"),
  withToken: fc.boolean(),
});

/** Values a header can carry (visible ASCII, space, tab, obs-text): near misses of a version, and anything. */
const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09)).map((code) => String.fromCharCode(code));
const hostileVersion = fc.oneof(
  fc.string({ unit: headerChar, maxLength: 40 }),
  fc.constantFrom(...KNOWN_API_VERSIONS).chain((version) =>
    fc.constantFrom(`${version}x`, `${version},${version}`, version.replace(/-/g, "/"), version.slice(0, -1), `v${version}`, version.toUpperCase() + "Z", `${version}T00:00:00Z`),
  ),
  fc.constantFrom("", "latest", "newest", "1999-01-01", "2026-02-30", "9999-12-31", "0000-00-00", "x".repeat(8_000), "2026-11-27\u00a0"),
);
const anyVersion = fc.oneof({ weight: 4, arbitrary: hostileVersion }, { weight: 1, arbitrary: fc.constantFrom(...KNOWN_API_VERSIONS) });

/** 192.0.2.0/24 addresses: each anonymous request counts against an address of its own. */
const address = fc.integer({ min: 1, max: 254 }).map((last) => `192.0.2.${last}`);

describe("Api-Version, fuzzed over every path", () => {
  it("never answers 5xx, always names a known version, and refuses what it does not know", async () => {
    await fc.assert(
      fc.asyncProperty(targets, anyVersion, address, async ({ path, method, withToken }, version, ip) => {
        const headers: Record<string, string> = { "Api-Version": version, "X-Forwarded-For": ip };
        if (withToken) headers.authorization = `Bearer ${token}`;
        const answer = await v1App.fetch(new Request(`${BASE}${path}`, { method, headers }));
        const sent = new Headers(headers).get("api-version")!;
        const known = KNOWN_API_VERSIONS.includes(sent);
        expect(answer.status, `${method} ${path} Api-Version: ${JSON.stringify(version)}`).toBeLessThan(500);
        expect(KNOWN_API_VERSIONS).toContain(answer.headers.get("api-version"));
        expect(answer.headers.get("vary")).toMatch(/\bApi-Version\b/);
        if (known) expect(answer.headers.get("api-version")).toBe(sent);
        else expect([400, 401]).toContain(answer.status);
        if (!known && withToken) expect(answer.status).toBe(400);
        if (answer.status === 400 && !known && method !== "HEAD") expect((await answer.json()).code).toBe("unknown_api_version");
      }),
      { numRuns: RUNS * paths.length },
    );
  }, 240_000);
});
