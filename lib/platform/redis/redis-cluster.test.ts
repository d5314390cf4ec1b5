import { randomUUID } from "node:crypto";
import { Cluster } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { systemActor } from "../../domains/audit/actor";
import { instanceEnv } from "../cache/testing/instance-process";
import { describeTwoInstances } from "../cache/testing/two-instance-suite";
import { loadRateLimitWith } from "../../adapters/api/testing/fresh-rate-limit-module";
import { hasRedisClusterBinaries, startThrowawayRedisCluster, type ThrowawayRedisCluster } from "../../testing/throwaway-redis-cluster";
import { listUsage } from "../../domains/usage/list-usage";
import { pushUsageToRedis, rollUpRedisUsage } from "../../domains/usage/redis-usage";
import { HOUR_MS, countsFor, type UsageBatch } from "../../domains/usage/usage-batch";

// The Redis work of the app on a real three-master Redis Cluster, started once for this file:
// rate limits stay exact whichever master holds a counter, usage counts reach PostgreSQL exactly
// once (their scripts keep every key in one slot), and two app instances given
// REDIS_URL=redis-cluster://… share exact counts and hear every cache invalidation.
// TEST_REDIS_CLUSTER_PORT fixes the ports on a shared machine (3 from it on PGlite, the next 3 on PostgreSQL).

const available = hasRedisClusterBinaries();
if (!available) console.warn("redis-cluster.test: redis-server or redis-cli is not installed, so the Redis Cluster cases are SKIPPED.");
const onServer = process.env.VITEST_DATABASE === "postgres";
const firstPort = process.env.TEST_REDIS_CLUSTER_PORT ? Number(process.env.TEST_REDIS_CLUSTER_PORT) + (onServer ? 3 : 0) : undefined;
const actor = systemActor();

let cluster: ThrowawayRedisCluster | undefined;
let closeAppRedis: (() => Promise<void>) | undefined;
beforeAll(async () => {
  if (available) cluster = await startThrowawayRedisCluster({ firstPort });
}, 60_000);
afterAll(async () => {
  await closeAppRedis?.();
  await cluster?.stop();
});

/** The app's own rate limiter and Redis client, loaded afresh with REDIS_URL naming the cluster. */
async function appOnCluster() {
  await closeAppRedis?.(); // the previous case's client
  const loaded = await loadRateLimitWith(cluster!.url);
  closeAppRedis = loaded.closeRedis;
  const { getRedis, waitForRedis } = await import("./client");
  const redis = getRedis()!;
  // As the app does before its first command: the client learns the slots first.
  await waitForRedis();
  return { ...loaded, redis };
}

const burst = (consume: (key: string, limit: number) => Promise<{ allowed: boolean }>, key: string, count: number, limit: number) =>
  Promise.all(Array.from({ length: count }, () => consume(key, limit)));

describe.skipIf(!available)("on a three-master Redis Cluster", () => {
  it("is a real cluster: three masters share the slots, and a script across slots is refused", async () => {
    const admin = cluster!.admin;
    expect(await admin.cluster("INFO")).toContain("cluster_size:3");
    await expect(admin.eval("return 1", 2, "{a}x", "{b}x")).rejects.toThrow(/CROSSSLOT/);
  });

  it("admits exactly the limit from 650 concurrent requests and stores no refusal", async () => {
    const { consumeRateLimit, redis } = await appOnCluster();
    expect(redis).toBeInstanceOf(Cluster);
    const key = `test:${randomUUID()}`;
    expect((await burst(consumeRateLimit, key, 650, 600)).filter((outcome) => outcome.allowed)).toHaveLength(600);
    expect(await cluster!.admin.get(`mis:api:${key}`)).toBe("600");
    // A grant to 3 000 mid-window counts on from the same counter.
    expect((await burst(consumeRateLimit, key, 2500, 3000)).filter((outcome) => outcome.allowed)).toHaveLength(2400);
  });

  it("keeps every counter exact, whichever master holds it", async () => {
    const { consumeRateLimit } = await appOnCluster();
    const keys = Array.from({ length: 30 }, () => `test:${randomUUID()}`);
    const admitted = await Promise.all(keys.map(async (key) => (await burst(consumeRateLimit, key, 15, 10)).filter((outcome) => outcome.allowed).length));
    expect(admitted).toEqual(keys.map(() => 10));
    const masters = new Set(await Promise.all(keys.map(async (key) => cluster!.admin.slots[Number(await cluster!.admin.cluster("KEYSLOT", `mis:api:${key}`))]![0])));
    expect(masters.size).toBe(3);
  });

  describe("usage counts", () => {
    let accountId: string;
    let tokenId: string;
    beforeAll(async () => {
      accountId = (await createAccount({ actor, slug: `usage-cluster-${randomUUID().slice(0, 8)}`, name: "Usage cluster" })).id;
      tokenId = (await createAccessToken({ accountId, actor, name: "c", scopes: ["read"], expiresInSeconds: 86_400 })).record.id;
    });

    const batchOf = (ok: number, hour: number): UsageBatch => {
      const batch: UsageBatch = new Map();
      countsFor(batch, tokenId, accountId, hour).status2xx = ok;
      return batch;
    };
    const okCount = async (now: number) => (await listUsage({ accountId, resourceId: tokenId, range: "24h", now: new Date(now) })).buckets.at(-1)!.status2xx;

    it("reach PostgreSQL exactly once from two instances, roll-ups racing the pushes, every key in one slot", async () => {
      const namespace = `test-${randomUUID()}`;
      const { redis } = await appOnCluster();
      const other = new Cluster(cluster!.ports.map((port) => ({ host: "127.0.0.1", port })));
      try {
        const now = Date.now() - 5 * HOUR_MS;
        const hour = now - (now % HOUR_MS);
        const before = await okCount(now);
        const work: Promise<unknown>[] = [];
        const retried = randomUUID();
        for (let round = 0; round < 40; round++) {
          for (const instance of [redis, other]) {
            work.push(pushUsageToRedis(instance, namespace, randomUUID(), batchOf(round + 1, hour)));
            if (round % 10 === 0) work.push(rollUpRedisUsage(instance, namespace));
          }
        }
        // A push retried after a lost reply, from the other instance: counted once.
        work.push(pushUsageToRedis(redis, namespace, retried, batchOf(1000, hour)), pushUsageToRedis(other, namespace, retried, batchOf(1000, hour)));
        await Promise.all(work);
        expect(new Set(await Promise.all(["pending", "batches", `pushed:${retried}`].map((suffix) => cluster!.admin.cluster("KEYSLOT", `mis:usage:{${namespace}}:${suffix}`)))).size).toBe(1);
        await rollUpRedisUsage(other, namespace);
        expect((await okCount(now)) - before).toBe(2 * 820 + 1000);
        expect(await cluster!.admin.exists(`mis:usage:{${namespace}}:pending`, `mis:usage:{${namespace}}:batches`)).toBe(0);
      } finally {
        other.disconnect();
      }
    });
  });
});

describeTwoInstances({
  name: "servers on a Redis Cluster",
  skip: !onServer || !available,
  env: () => instanceEnv(process.env.DATABASE_URL!, cluster!.url),
  sharesRedis: true,
});
