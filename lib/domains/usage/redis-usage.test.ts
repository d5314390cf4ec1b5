import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { applyUsageBatch } from "./apply-usage-batch";
import { listUsage } from "./list-usage";
import { pushUsageToRedis, rollUpRedisUsage } from "./redis-usage";
import { HOUR_MS, allCounts, countsFor, type UsageBatch } from "./usage-batch";

// Usage counted through Redis: several instances push, any rolls up, and every count reaches
// PostgreSQL exactly once, whatever is retried or cut off half way. Needs TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
const actor = systemActor();
const last = <T>(list: T[]) => list[list.length - 1]!;

let accountId: string;
let tokenId: string;
beforeAll(async () => {
  accountId = (await createAccount({ actor, slug: `usage-redis-${randomUUID().slice(0, 8)}`, name: "Usage Redis" })).id;
  tokenId = (await createAccessToken({ accountId, actor, name: "r", scopes: ["read"], expiresInSeconds: 86_400 })).record.id;
});

function batchOf(ok: number, limited: number, hour: number): UsageBatch {
  const batch: UsageBatch = new Map();
  const counts = countsFor(batch, tokenId, accountId, hour);
  counts.status2xx = ok;
  counts.status4xx = limited;
  counts.rateLimited = limited;
  return batch;
}

const currentHour = (now: number) => now - (now % HOUR_MS);
const hourCounts = async (now: number) => last((await listUsage({ accountId, resourceId: tokenId, range: "24h", now: new Date(now) })).buckets);

describe("a batch applied to PostgreSQL", () => {
  it("is added once, however often it is retried", async () => {
    const now = Date.now() - 20 * HOUR_MS;
    const before = (await listUsage({ accountId, resourceId: tokenId, range: "24h", now: new Date(now) })).buckets;
    const id = randomUUID();
    const counts = allCounts(batchOf(7, 2, currentHour(now)));
    expect(await applyUsageBatch(id, counts)).toBe(true);
    expect(await applyUsageBatch(id, counts)).toBe(false);
    const after = (await listUsage({ accountId, resourceId: tokenId, range: "24h", now: new Date(now) })).buckets;
    expect(last(after).status2xx - last(before).status2xx).toBe(7);
    expect(last(after).rateLimited - last(before).rateLimited).toBe(2);
  });
});

describe.skipIf(!redisUrl)("usage counted through Redis (TEST_REDIS_URL)", () => {
  // A namespace per run: the PGlite and PostgreSQL runs share the Redis, never their counts.
  const namespace = `test-${randomUUID()}`;
  const instances = redisUrl ? [new Redis(redisUrl), new Redis(redisUrl)] : [];
  afterAll(async () => {
    const keys = await instances[0]!.keys(`mis:usage:*${namespace}*`);
    if (keys.length) await instances[0]!.del(...keys);
    await Promise.all(instances.map((redis) => redis.quit()));
  });

  it("adds two instances' pushes exactly, with roll-ups racing the pushes on both", async () => {
    const now = Date.now() - 10 * HOUR_MS;
    const hour = currentHour(now);
    const before = await hourCounts(now);
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 50; round++) {
      for (const redis of instances) {
        work.push(pushUsageToRedis(redis, namespace, randomUUID(), batchOf(round + 1, round % 3, hour)));
        if (round % 10 === 0) work.push(rollUpRedisUsage(redis, namespace));
      }
    }
    await Promise.all(work);
    await rollUpRedisUsage(instances[1]!, namespace);
    const after = await hourCounts(now);
    // Each instance pushed 1 + 2 + … + 50 successes and 0 + 1 + 2 + 0 + … 429s.
    const limited = Array.from({ length: 50 }, (_, round) => round % 3).reduce((sum, each) => sum + each, 0);
    expect(after.status2xx - before.status2xx).toBe(2 * 1275);
    expect(after.rateLimited - before.rateLimited).toBe(2 * limited);
    expect(after.status4xx - before.status4xx).toBe(2 * limited);
    expect(await instances[0]!.exists(`mis:usage:{${namespace}}:pending`)).toBe(0);
  });

  it("counts a push retried after a lost reply once", async () => {
    const now = Date.now() - 11 * HOUR_MS;
    const before = await hourCounts(now);
    const id = randomUUID();
    const batch = batchOf(5, 0, currentHour(now));
    expect(await pushUsageToRedis(instances[0]!, namespace, id, batch)).toBe(true);
    expect(await pushUsageToRedis(instances[1]!, namespace, id, batch)).toBe(false);
    await rollUpRedisUsage(instances[0]!, namespace);
    expect((await hourCounts(now)).status2xx - before.status2xx).toBe(5);
  });

  it("finishes a roll-up cut off between PostgreSQL and Redis without counting it twice", async () => {
    const now = Date.now() - 12 * HOUR_MS;
    const before = await hourCounts(now);
    await pushUsageToRedis(instances[0]!, namespace, randomUUID(), batchOf(9, 1, currentHour(now)));
    // The real Redis, except that the clean-up after the PostgreSQL commit never happens.
    const dying = new Proxy(instances[0]!, {
      get: (target, property, receiver) =>
        property === "multi"
          ? () => {
              throw new Error("process killed");
            }
          : Reflect.get(target, property, receiver),
    });
    await expect(rollUpRedisUsage(dying, namespace)).rejects.toThrow("process killed");
    expect(await instances[0]!.scard(`mis:usage:{${namespace}}:batches`)).toBe(1);
    expect((await hourCounts(now)).status2xx - before.status2xx).toBe(9);

    // Another instance's next roll-up finds the batch, sees it was applied, and clears it.
    expect(await rollUpRedisUsage(instances[1]!, namespace)).toBe(0);
    expect(await instances[0]!.scard(`mis:usage:{${namespace}}:batches`)).toBe(0);
    const after = await hourCounts(now);
    expect(after.status2xx - before.status2xx).toBe(9);
    expect(after.rateLimited - before.rateLimited).toBe(1);
  });

  it("takes over the counts an instance of the version before hash tags left under the old keys", async () => {
    const now = Date.now() - 13 * HOUR_MS;
    const before = await hourCounts(now);
    const field = (column: string) => `${tokenId}|${accountId}|${currentHour(now)}|${column}`;
    const legacy = `mis:usage:${namespace}`;
    // An older instance's push, and a batch an older roll-up claimed but never finished.
    await instances[0]!.hincrby(`${legacy}:pending`, field("status2xx"), 4);
    const leftOver = randomUUID();
    await instances[0]!.hincrby(`${legacy}:batch:${leftOver}`, field("status2xx"), 6);
    await instances[0]!.sadd(`${legacy}:batches`, leftOver);

    await rollUpRedisUsage(instances[1]!, namespace);
    await rollUpRedisUsage(instances[0]!, namespace);
    expect((await hourCounts(now)).status2xx - before.status2xx).toBe(10);
    expect(await instances[0]!.keys(`${legacy}:*`)).toEqual([]);
  });
});

if (!redisUrl) console.warn("redis-usage.test: TEST_REDIS_URL is not set, so the Redis cases are SKIPPED.");
