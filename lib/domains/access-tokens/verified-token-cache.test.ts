import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { authenticateRequest } from "../../adapters/api/authenticate-request";
import { ProblemError } from "../../adapters/api/problem";
import { systemActor } from "../audit/actor";
import { untilListening } from "../../platform/cache/listen-for-invalidations";
import { writeUnannounced } from "../../platform/cache/testing/write-unannounced";
import { getDb } from "../../platform/db/client";
import { accessTokens } from "../../platform/db/schema";
import { grantExtendedLimit } from "../rate-limits/grant-extended-limit";
import { createAccessToken } from "./create-access-token";
import { revokeAccessToken } from "./revoke-access-token";

// The token cache in one process (on PGlite its invalidations are in-process; the cross-instance
// paths are in lib/platform/cache/cross-instance-invalidation.test.ts). A row edited with its triggers off
// is how these tests see that an answer came from memory.

const actor = systemActor();
const origin = { ip: "192.0.2.20", userAgent: "test" };
const request = (token: string) => new Request("http://localhost/v1/modules", { headers: { Authorization: `Bearer ${token}` } });
let count = 0;

async function issue(expiresInSeconds = 3600) {
  const account = await createAccount({ actor, slug: `token-cache-${++count}`, name: "Token cache" });
  return { account, ...(await createAccessToken({ accountId: account.id, actor, name: "ci", scopes: ["read"], expiresInSeconds })) };
}

async function refusalDetail(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (rejection: unknown) => rejection);
  expect(error).toBeInstanceOf(ProblemError);
  return (error as ProblemError).init.detail ?? "";
}

describe("verified token cache", () => {
  // On PostgreSQL the cache stores nothing until its LISTEN connection is up.
  beforeAll(async () => expect(await untilListening()).toBe(true));

  it("answers from memory once verified: an edit of the row with its triggers off is not seen", async () => {
    const { token, record } = await issue();
    expect((await authenticateRequest(request(token), origin)).scopes).toEqual(["read"]);
    await writeUnannounced((tx) => tx.update(accessTokens).set({ scopes: ["write"] }).where(eq(accessTokens.id, record.id)));
    expect((await authenticateRequest(request(token), origin)).scopes).toEqual(["read"]);
  });

  it("refuses a token revoked by plain SQL within 1 s: the database announces it", async () => {
    const { token, record } = await issue();
    await authenticateRequest(request(token), origin);
    const started = performance.now();
    await getDb().update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, record.id));
    // In-process on PGlite; through the LISTEN connection on PostgreSQL, a few milliseconds later.
    while (performance.now() - started < 1000) {
      const refused = await authenticateRequest(request(token), origin).then(() => false, () => true);
      if (refused) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await refusalDetail(authenticateRequest(request(token), origin))).toContain("revoked");
  });

  it("refuses a token revoked through the service at once", async () => {
    const { account, token, record } = await issue();
    await authenticateRequest(request(token), origin);
    await revokeAccessToken({ accountId: account.id, actor, tokenId: record.id });
    expect(await refusalDetail(authenticateRequest(request(token), origin))).toContain("revoked");
  });

  it("applies a limit change at once", async () => {
    const { token, record } = await issue();
    expect((await authenticateRequest(request(token), origin)).rateLimit).toBe(600);
    await grantExtendedLimit({ tokenId: record.id, actor });
    expect((await authenticateRequest(request(token), origin)).rateLimit).toBe(3000);
  });

  it("refuses a cached token at its expiry instant, with no leeway", async () => {
    const { token, record } = await issue();
    const expiry = record.expiresAt.getTime();
    await authenticateRequest(request(token), origin, new Date(expiry - 60_000));
    expect((await authenticateRequest(request(token), origin, new Date(expiry - 1))).tokenId).toBe(record.id);
    expect(await refusalDetail(authenticateRequest(request(token), origin, new Date(expiry)))).toContain("expired");
  });
});
