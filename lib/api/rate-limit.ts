import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter } from "../rate-limits/create-limiter";
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from "../rate-limits/per-minute-limits";
import { waitForRedis } from "../redis/client";
import { problems } from "./problems";
import { ProblemError } from "./problem";

// Fixed 60-second windows per key (token, dashboard user, or client address), kept in Redis
// when REDIS_URL is set so every instance shares one exact count. One counter per key, whatever
// the limit: the store increments atomically and we compare the new count with the limit that
// applies now, so a grant from 600 to 3 000 takes effect mid-window. A refused request gives its
// point back, so it does not consume quota. If the store cannot be reached we fail closed.

export const WINDOW_SECONDS = 60;
/** Requests per minute per client address for calls without a valid token (throttles guessing). */
export const ANONYMOUS_RATE_LIMIT = 60;

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix time, whole seconds, when the window resets. */
  resetAt: number;
  secondsUntilReset: number;
  policy: string;
}

const limiterKey = Symbol.for("module-integrations.api-limiters");
const holder = globalThis as typeof globalThis & { [limiterKey]?: RateLimiterAbstract };

function counter(): RateLimiterAbstract {
  // The store never refuses by itself: the comparison with the applicable limit is ours.
  holder[limiterKey] ??= createLimiter({ keyPrefix: "api", points: Number.MAX_SAFE_INTEGER, durationSeconds: WINDOW_SECONDS });
  return holder[limiterKey];
}

function policyName(limit: number): string {
  if (limit === ANONYMOUS_RATE_LIMIT) return "anonymous";
  return limit > DEFAULT_RATE_LIMIT_PER_MINUTE ? "extended" : "default";
}

/** Counts one request against `key`; throws a 503 problem when the shared store is unreachable. */
export async function consumeRateLimit(key: string, limit: number): Promise<RateLimitOutcome> {
  let result: RateLimiterRes;
  try {
    await waitForRedis();
    result = await counter().consume(key, 1);
  } catch {
    throw unavailable(limit);
  }
  const allowed = result.consumedPoints <= limit;
  // Over the limit: give the point back so refused requests never eat into the next ones.
  if (!allowed) await counter().reward(key, 1).catch(() => {});
  const secondsUntilReset = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return {
    allowed,
    limit,
    remaining: allowed ? limit - result.consumedPoints : 0,
    resetAt: Math.ceil((Date.now() + result.msBeforeNext) / 1000),
    secondsUntilReset,
    policy: policyName(limit),
  };
}

function unavailable(limit: number): ProblemError {
  const init = problems.rateLimitUnavailable();
  const retry = Number(init.headers?.["Retry-After"] ?? 5);
  const state = { allowed: false, limit, remaining: 0, resetAt: Math.ceil(Date.now() / 1000) + retry, secondsUntilReset: retry, policy: policyName(limit) };
  return new ProblemError({ ...init, headers: { ...init.headers, ...rateLimitHeaders(state) } });
}

/** GitHub's X-RateLimit-* trio plus the IETF draft's RateLimit and RateLimit-Policy fields. */
export function rateLimitHeaders(state: RateLimitOutcome): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(state.limit),
    "X-RateLimit-Remaining": String(state.remaining),
    "X-RateLimit-Reset": String(state.resetAt),
    "RateLimit-Policy": `"${state.policy}";q=${state.limit};w=${WINDOW_SECONDS}`,
    RateLimit: `"${state.policy}";r=${state.remaining};t=${state.secondsUntilReset}`,
  };
}
