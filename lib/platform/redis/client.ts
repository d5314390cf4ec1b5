import { Cluster, Redis } from "ioredis";
import { redisErrors } from "../telemetry/metrics";
import { env } from "../env";
import { detachedFromRequest } from "../log-context";
import { logger } from "../logger";
import { parseRedisUrl } from "../connection-urls/parse-redis-url";
import { processGlobal } from "../process-globals";

/** A Redis server or a Redis Cluster: every command this app sends works on both. */
export type RedisClient = Redis | Cluster;

// One Redis connection per process, opened on first use, only when REDIS_URL is set.
// No offline queue: when Redis is down a command fails at once, so limits fail closed
// instead of piling up requests. No auto-pipelining: it sends the commands of one tick together
// from a callback of whichever request queued first, so tracing put every command of the batch
// in that request's trace and none in the others' (e2e/observability.spec.ts); and it saved
// no CPU: with tracing off an answer took 1.007 and 1.062 times as much with it (docs/telemetry-cost.md, the ninth machine).
// A cluster (REDIS_URL=redis-cluster://…, lib/platform/connection-urls/parse-redis-url.ts) gets ioredis' Cluster client,
// which sends each command to the master of its key's slot; every multi-key script and MULTI
// keeps its keys in one slot with a hash tag (lib/domains/usage/redis-usage.ts).
const client = processGlobal<RedisClient>("redis");

const READY_TIMEOUT_MS = 1000;

function connect(url: string): RedisClient {
  const target = parseRedisUrl(url);
  const perConnection = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
  if (target.kind === "server") return new Redis(target.url, { ...perConnection, enableOfflineQueue: false });
  return new Cluster(target.nodes, {
    enableOfflineQueue: false,
    redisOptions: { ...perConnection, username: target.username, password: target.password, tls: target.tls ? {} : undefined },
  });
}

export function getRedis(): RedisClient | null {
  if (!env.REDIS_URL) return null;
  let redis = client.get();
  if (!redis) {
    // Made by whichever request comes first, but the process's: its socket belongs to no request.
    const url = env.REDIS_URL;
    redis = detachedFromRequest(() => connect(url));
    // ioredis reconnects by itself; say so once per outage rather than once per retry.
    let reported = false;
    redis.on("error", (error: Error) => {
      redisErrors.inc();
      if (!reported) logger.warn({ error: error.message }, "redis unreachable; rate limits fail closed until it is back");
      reported = true;
    });
    redis.on("ready", () => (reported = false));
    client.set(redis);
  }
  return redis;
}

/**
 * Resolves once the connection is ready (at once when it is, or when no Redis is configured),
 * or after a short wait: right after start-up or a reconnect, commands would otherwise fail
 * only because the socket is not open yet. Whatever is still not ready then fails closed.
 */
let readyWait: Promise<void> | undefined;

export async function waitForRedis(): Promise<void> {
  const redis = getRedis();
  if (!redis || redis.status === "ready") return;
  // One wait shared by every request that arrives meanwhile (not one listener each).
  readyWait ??= new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      readyWait = undefined;
      resolve();
    };
    const timer = setTimeout(done, READY_TIMEOUT_MS);
    redis.once("ready", done);
  });
  await readyWait;
}

export async function closeRedis(): Promise<void> {
  const redis = client.get();
  if (!redis) return;
  client.delete();
  await redis.quit().catch(() => redis.disconnect());
}
