import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getRedis } from "../../platform/redis/client";

export interface CreateLimiterOptions {
  /** Namespace of the counters, e.g. `sign-in:email`. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** Once the points are spent, block the key this long (seconds). */
  blockDurationSeconds?: number;
}

/**
 * rate-limiter-flexible's counting script, changed in one respect: a consume that would go over
 * the limiter's points is answered (as over) but not stored. A refusal then costs nothing in the
 * same atomic step. Counting it and giving the point back in a second call, as before, could
 * straddle the window's end: the give-back then opened the next window at -1, one request more.
 * Blocking (the sign-in throttle) is unchanged: the library stores the block itself.
 * ARGV: points to consume, window seconds, the limiter's points, its duration.
 */
const INCREMENT_UNLESS_OVER_LUA = `redis.call('set', KEYS[1], 0, 'EX', ARGV[2], 'NX')
local consumed = tonumber(redis.call('get', KEYS[1])) + tonumber(ARGV[1])
if consumed <= tonumber(ARGV[3]) then
  redis.call('incrby', KEYS[1], ARGV[1])
end
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('expire', KEYS[1], ARGV[2])
  ttl = 1000 * ARGV[2]
end
return {consumed, ttl}`;

/**
 * A limiter whose counters live in Redis when REDIS_URL is set (shared by every instance),
 * in process memory otherwise. Without an in-memory insurance: when Redis is unreachable
 * the limiter throws, and callers fail closed. Every Redis limiter shares one connection, and
 * the library registers its script on the connection: all of them must use the same script.
 */
export function createLimiter(options: CreateLimiterOptions): RateLimiterAbstract {
  const common = {
    keyPrefix: `mis:${options.keyPrefix}`,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockDurationSeconds ?? 0,
  };
  const redis = getRedis();
  return redis
    ? new RateLimiterRedis({ ...common, storeClient: redis, customIncrTtlLuaScript: INCREMENT_UNLESS_OVER_LUA })
    : new RateLimiterMemory(common);
}
