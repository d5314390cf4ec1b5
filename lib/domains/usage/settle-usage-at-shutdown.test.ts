import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { usageHourly } from "../../platform/db/schema";
import { hasRedisServerBinary, startThrowawayRedisServer, type ThrowawayRedisServer } from "../../testing/throwaway-redis-server";

// The counter of a server stopping (SIGTERM) after a push to Redis failed: what the failed push
// held and what was counted since must both reach PostgreSQL before the process ends. Redis is
// a redis-server of the test's own, made to refuse writes (out of memory) and let them again:
// the connection stays up, so every step is immediate and no retry timer gets a turn.
const runnable = hasRedisServerBinary();
if (!runnable) console.warn("settle-usage-at-shutdown.test: no redis-server binary, so it is SKIPPED.");

const actor = systemActor();
const HOUR_MS = 3_600_000;
const GLOBALS = ["module-integrations.redis", "module-integrations.usage-counter"];

/** A fresh counter (and Redis connection) for REDIS_URL, as a newly started process has. */
async function loadCounterWith(url: string) {
  for (const name of GLOBALS) delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
  process.env.REDIS_URL = url;
  vi.resetModules();
  const counter = await import("./usage-counter");
  const redis = await import("../../platform/redis/client");
  await redis.waitForRedis();
  return { ...counter, closeRedis: redis.closeRedis, logger: (await import("../../platform/logger")).logger };
}

const hourlyRows = (tokenId: string) => getDb().select().from(usageHourly).where(eq(usageHourly.tokenId, tokenId));

describe.skipIf(!runnable)("usage counts at shutdown after a failed push (own redis-server)", () => {
  const previous = process.env.REDIS_URL;
  let server: ThrowawayRedisServer;
  let accountId: string;
  let closeRedis: (() => Promise<void>) | undefined;
  const refuseWrites = (refuse: boolean) => server.admin.config("SET", "maxmemory", refuse ? "1" : "0");
  const issueToken = async (name: string) => (await createAccessToken({ accountId, actor, name, scopes: ["read"], expiresInSeconds: 86_400 })).record.id;

  beforeAll(async () => {
    accountId = (await createAccount({ actor, slug: `usage-shutdown-${randomUUID().slice(0, 8)}`, name: "Usage shutdown" })).id;
    server = await startThrowawayRedisServer();
  });
  afterEach(async () => {
    await closeRedis?.();
    await refuseWrites(false);
  });
  afterAll(async () => {
    await server.stop();
    for (const name of GLOBALS) delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
    if (previous === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = previous;
  });

  it("hands on the failed batch and everything counted since, exactly", async () => {
    const tokenId = await issueToken("after-failure");
    const hour = Date.now() - 3 * HOUR_MS;
    const counter = await loadCounterWith(server.url);
    closeRedis = counter.closeRedis;
    await refuseWrites(true);
    for (const status of [200, 200, 200, 429, 500]) counter.countRequest(tokenId, accountId, status, hour);
    await counter.flushUsage();
    expect(await server.admin.dbsize()).toBe(0); // the push really failed

    for (const status of [200, 201, 404, 429]) counter.countRequest(tokenId, accountId, status, hour);
    await refuseWrites(false);
    await counter.settleUsage({ shutdown: true });

    const rows = await hourlyRows(tokenId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status2xx: 5, status3xx: 0, status4xx: 3, status5xx: 1, rateLimited: 2 });
  });

  it("gives up after a few tries when Redis keeps refusing, logging what is lost by count and never the token", async () => {
    const tokenId = await issueToken("never-back");
    const counter = await loadCounterWith(server.url);
    closeRedis = counter.closeRedis;
    await refuseWrites(true);
    const logged = vi.spyOn(counter.logger, "error");
    for (const status of [200, 200, 429]) counter.countRequest(tokenId, accountId, status);
    await counter.flushUsage();
    counter.countRequest(tokenId, accountId, 204);

    const started = Date.now();
    await counter.settleUsage({ shutdown: true });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toMatchObject({ requests: 4, counts: { status2xx: 3, status4xx: 1, rateLimited: 1 } });
    expect(JSON.stringify(logged.mock.calls)).not.toContain(tokenId);
    expect(await hourlyRows(tokenId)).toHaveLength(0);
  });
});
