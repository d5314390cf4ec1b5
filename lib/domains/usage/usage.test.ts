import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { isAppError } from "../../platform/errors/app-error";
import { issueClientToken } from "../oauth/issue-client-token";
import { createOAuthClient } from "../oauth-clients/create-oauth-client";
import { getDb } from "../../platform/db/client";
import { foldOldUsageHours } from "../retention/remove-old-rows";
import { insertUsageHour, usageTotals } from "../retention/testing/retention-fixtures";
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

describe("usage over 12 months", () => {
  it("answers in calendar months, adding the days retention folded to the hours still kept, the day at the boundary once", async () => {
    const accountId = (await createAccount({ actor, slug: "acme-usage-year", name: "Acme year" })).id;
    const token = (await createAccessToken({ accountId, actor, name: "year", scopes: ["read"], expiresInSeconds: 86_400 })).record.id;
    const now = new Date("2026-11-20T12:00:00Z");
    // May: 3 hours of 2 requests. August 17, the boundary day: 24 hours of 1 request, folded up to
    // 10:30. November: 5 requests this morning. October 2025 is outside the 12 months.
    for (const hour of [1, 2, 3]) await insertUsageHour(accountId, token, `2026-05-04T0${hour}:00:00Z`, 2);
    for (let hour = 0; hour < 24; hour++) await insertUsageHour(accountId, token, `2026-08-17T${String(hour).padStart(2, "0")}:00:00Z`, 1);
    await insertUsageHour(accountId, token, "2026-11-20T09:00:00Z", 5);
    await insertUsageHour(accountId, token, "2025-10-31T23:00:00Z", 100);
    const year = async (resourceId?: string) => (await listUsage({ accountId, range: "12m", resourceId, now })).buckets.map((bucket) => [bucket.start.toISOString().slice(0, 7), bucket.status2xx]);
    const expected = [
      ["2025-12", 0], ["2026-01", 0], ["2026-02", 0], ["2026-03", 0], ["2026-04", 0], ["2026-05", 6],
      ["2026-06", 0], ["2026-07", 0], ["2026-08", 24], ["2026-09", 0], ["2026-10", 0], ["2026-11", 5],
    ];
    expect(await year()).toEqual(expected);

    const folded = await foldOldUsageHours({ executor: getDb(), cutoff: new Date("2026-08-17T10:30:00Z") });

    expect(folded).toBe(3 + 11 + 1);
    expect(await usageTotals(token)).toEqual({ hours: 13 + 1, hourly: 13 + 5, daily: 6 + 11 + 100 });
    const result = await listUsage({ accountId, range: "12m", now });
    expect(result.granularity).toBe("month");
    expect(await year()).toEqual(expected);
    expect(await year(token)).toEqual(expected);
    const quiet = (await createAccessToken({ accountId, actor, name: "quiet", scopes: ["read"], expiresInSeconds: 86_400 })).record.id;
    expect(await year(quiet)).toEqual(expected.map(([month]) => [month, 0]));
  });

  it("reads the folded days in daily ranges too", async () => {
    const accountId = (await createAccount({ actor, slug: "acme-usage-days", name: "Acme days" })).id;
    const now = new Date("2026-11-20T12:00:00Z");
    for (let hour = 0; hour < 24; hour++) await insertUsageHour(accountId, "tok_days", `2026-11-10T${String(hour).padStart(2, "0")}:00:00Z`, 1);
    await foldOldUsageHours({ executor: getDb(), cutoff: new Date("2026-11-10T06:00:00Z") });
    const days = (await listUsage({ accountId, range: "30d", now })).buckets;
    expect(days.find((bucket) => bucket.start.toISOString().startsWith("2026-11-10"))?.status2xx).toBe(24);
    expect(days.reduce((sum, bucket) => sum + bucket.status2xx, 0)).toBe(24);
  });
});
