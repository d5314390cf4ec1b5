import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getRedis } from "../redis/client";

export interface CreateLimiterOptions {
  /** Namespace of the counters, e.g. `sign-in:email`. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** Once the points are spent, block the key this long (seconds). */
  blockDurationSeconds?: number;
}

/**
 * A limiter whose counters live in Redis when REDIS_URL is set (shared by every instance),
 * in process memory otherwise. Without an in-memory insurance: when Redis is unreachable
 * the limiter throws, and callers fail closed.
 */
export function createLimiter(options: CreateLimiterOptions): RateLimiterAbstract {
  const common = {
    keyPrefix: `mis:${options.keyPrefix}`,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockDurationSeconds ?? 0,
  };
  const redis = getRedis();
  return redis ? new RateLimiterRedis({ ...common, storeClient: redis }) : new RateLimiterMemory(common);
}
