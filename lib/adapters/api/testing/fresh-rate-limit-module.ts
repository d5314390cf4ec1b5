import { vi } from "vitest";

/**
 * Loads lib/adapters/api/rate-limit.ts afresh against the given REDIS_URL (or none). The limiters and
 * the Redis connection live on globalThis (one per process in the app), so they are dropped first.
 */
export async function loadRateLimitWith(redisUrl: string | undefined) {
  for (const name of ["module-integrations.api-limiters", "module-integrations.redis"]) {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
  }
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  vi.resetModules();
  const rateLimit = await import("../rate-limit");
  const redis = await import("../../../platform/redis/client");
  const { ProblemError } = await import("../problem");
  return { ...rateLimit, ProblemError, closeRedis: redis.closeRedis };
}
