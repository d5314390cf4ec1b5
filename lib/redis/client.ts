import { Redis } from "ioredis";
import { env } from "../env";

// One Redis connection per process, opened on first use, only when REDIS_URL is set.
// No offline queue: when Redis is down a command fails at once, so limits fail closed
// instead of piling up requests.
const redisKey = Symbol.for("module-integrations.redis");
type GlobalWithRedis = typeof globalThis & { [redisKey]?: Redis };
const holder = globalThis as GlobalWithRedis;

export function getRedis(): Redis | null {
  if (!env.REDIS_URL) return null;
  holder[redisKey] ??= new Redis(env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
  });
  return holder[redisKey];
}

export async function closeRedis(): Promise<void> {
  const redis = holder[redisKey];
  if (!redis) return;
  delete holder[redisKey];
  await redis.quit().catch(() => redis.disconnect());
}
