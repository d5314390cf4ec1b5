import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { isAppError } from "../../platform/errors/app-error";
import { issueClientToken } from "../oauth/issue-client-token";
import { createOAuthClient } from "../oauth-clients/create-oauth-client";
import { listUsage } from "./list-usage";
import { countRequest, flushUsage } from "./usage-counter";

const actor = systemActor();
const HOUR = 3_600_000;
let acme: string;
let other: string;
let tokenA: string;
let tokenB: string;
let foreign: string;

beforeAll(async () => {
  acme = (await createAccount({ actor, slug: "acme-usage", name: "Acme" })).id;
  other = (await createAccount({ actor, slug: "other-usage", name: "Other" })).id;
  const issue = async (accountId: string, name: string) => (await createAccessToken({ accountId, actor, name, scopes: ["read"], expiresInSeconds: 86_400 })).record.id;
  tokenA = await issue(acme, "a");
  tokenB = await issue(acme, "b");
  foreign = await issue(other, "c");
});

const last = <T>(list: T[]) => list[list.length - 1]!;

describe("usage", () => {
  it("counts per token and account by status class, 429s apart, in hourly and daily buckets", async () => {
    const now = Date.now();
    for (const status of [200, 201, 204, 304, 404, 429, 429, 500]) countRequest(tokenA, acme, status, now);
    for (let index = 0; index < 5; index++) countRequest(tokenB, acme, 200, now);
    countRequest(tokenB, acme, 200, now - 2 * 24 * HOUR);
    countRequest(foreign, other, 200, now);
    await flushUsage();

    const account = await listUsage({ accountId: acme, range: "24h", now: new Date(now) });
    expect(account.buckets).toHaveLength(24);
    expect(last(account.buckets)).toMatchObject({ status2xx: 8, status3xx: 1, status4xx: 3, status5xx: 1, rateLimited: 2 });
    expect(account.buckets.slice(0, -1).every((bucket) => bucket.status2xx === 0)).toBe(true);

    const one = await listUsage({ accountId: acme, range: "24h", resourceId: tokenA, now: new Date(now) });
    expect(last(one.buckets)).toMatchObject({ status2xx: 3, status3xx: 1, status4xx: 3, status5xx: 1, rateLimited: 2 });

    const week = await listUsage({ accountId: acme, range: "7d", resourceId: tokenB, now: new Date(now) });
    expect(week.buckets.map((bucket) => bucket.status2xx)).toEqual([0, 0, 0, 0, 1, 0, 5]);
    expect((await listUsage({ accountId: acme, range: "30d", now: new Date(now) })).buckets).toHaveLength(30);
  });

  it("keeps accounts apart: another account's token is not found", async () => {
    const error = await listUsage({ accountId: acme, range: "24h", resourceId: foreign }).then(() => null, (caught: unknown) => caught);
    expect(isAppError(error, "not_found")).toBe(true);
    const mine = await listUsage({ accountId: other, range: "24h" });
    expect(last(mine.buckets).status2xx).toBe(1);
  });

  it("shows an OAuth client as the sum of every token it obtained, and nothing of other tokens or accounts", async () => {
    const { client } = await createOAuthClient({ accountId: acme, actor, name: "erp", scopes: ["read"], authentication: { method: "client_secret" } });
    const { client: foreignClient } = await createOAuthClient({ accountId: other, actor, name: "erp", scopes: ["read"], authentication: { method: "client_secret" } });
    const first = (await issueClientToken({ client, scopes: ["read"] })).tokenId;
    const second = (await issueClientToken({ client, scopes: ["read"] })).tokenId;
    const now = Date.now();
    for (let index = 0; index < 3; index++) countRequest(first, acme, 200, now);
    countRequest(second, acme, 429, now);
    countRequest(second, acme, 200, now - 24 * HOUR);
    // Another token of the same account is not the client's.
    countRequest(tokenA, acme, 200, now);
    await flushUsage();

    const day = await listUsage({ accountId: acme, range: "24h", resourceId: client.id, now: new Date(now) });
    expect(last(day.buckets)).toMatchObject({ status2xx: 3, status4xx: 1, rateLimited: 1 });
    const week = await listUsage({ accountId: acme, range: "7d", resourceId: client.id, now: new Date(now) });
    expect(week.buckets.map((bucket) => bucket.status2xx)).toEqual([0, 0, 0, 0, 0, 1, 3]);
    // One of its tokens alone is still its own share.
    expect(last((await listUsage({ accountId: acme, range: "24h", resourceId: second, now: new Date(now) })).buckets)).toMatchObject({ status2xx: 0, status4xx: 1 });

    for (const [accountId, resourceId] of [[acme, foreignClient.id], [other, client.id], [acme, "oac_01jd4y3k6efq9b8c1m2n3p4q5r"]] as const) {
      const error = await listUsage({ accountId, range: "24h", resourceId }).then(() => null, (caught: unknown) => caught);
      expect(isAppError(error, "not_found"), resourceId).toBe(true);
    }
  });

  it("is exact to the request over 100 000 requests with flushes running in between", async () => {
    const token = (await createAccessToken({ accountId: acme, actor, name: "bulk", scopes: ["read"], expiresInSeconds: 86_400 })).record.id;
    const now = Date.now();
    const flushes: Promise<void>[] = [];
    for (let index = 0; index < 100_000; index++) {
      countRequest(token, acme, index % 10 === 0 ? 429 : 200, now);
      if (index % 7919 === 0) flushes.push(flushUsage());
    }
    await Promise.all(flushes);
    const usage = await listUsage({ accountId: acme, range: "24h", resourceId: token, now: new Date(now) });
    expect(last(usage.buckets)).toMatchObject({ status2xx: 90_000, status4xx: 10_000, rateLimited: 10_000 });
  });
});
