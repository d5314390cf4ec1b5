import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { createLimiter } from "../../domains/rate-limits/create-limiter";
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from "../../domains/access-tokens/per-minute-limits";
import { getRedis, waitForRedis } from "../../platform/redis/client";
import { problems } from "./problems";
import { ProblemError, type ProblemInit } from "./problem";
import { processGlobal } from "../../platform/process-globals";

// Fixed 60-second windows per key (token, dashboard user, or client address), kept in Redis
// when REDIS_URL is set so every instance shares one exact count. One counter per key, whatever
// the limit, so a grant from 600 to 3 000 takes effect mid-window on the same count. A refused
// request is not counted: in Redis the counting script refuses and stores nothing in one step
// (lib/domains/rate-limits/create-limiter.ts); in memory the point is given back in the same tick, before
// any timer can end the window. If the store cannot be reached we fail closed.

const WINDOW_SECONDS = 60;
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

interface WindowCounters {
  /** Redis: one limiter per limit, all on the same keys, each refusing over its own limit without storing. */
  byLimit: Map<number, RateLimiterAbstract>;
  /** Process memory keeps counts per limiter object, so one limiter that never refuses serves every limit. */
  inMemory?: RateLimiterAbstract;
}

const slot = processGlobal<WindowCounters>("apiLimiters");

function counters(): WindowCounters {
  // createLimiter keeps its counts in Redis exactly when there is a Redis client.
  return (
    slot.get() ??
    slot.set({
      byLimit: new Map(),
      inMemory: getRedis() ? undefined : createLimiter({ keyPrefix: "api", points: Number.MAX_SAFE_INTEGER, durationSeconds: WINDOW_SECONDS }),
    })
  );
}

function limiterFor(limit: number): RateLimiterAbstract {
  const { byLimit } = counters();
  let limiter = byLimit.get(limit);
  if (!limiter) byLimit.set(limit, (limiter = createLimiter({ keyPrefix: "api", points: limit, durationSeconds: WINDOW_SECONDS })));
  return limiter;
}

/** One request against `key` under `limit`; a refused one is not counted. Throws when the store fails. */
async function countRequest(key: string, limit: number): Promise<{ allowed: boolean; state: RateLimiterRes }> {
  const { inMemory } = counters();
  if (inMemory) {
    const state = await inMemory.consume(key, 1);
    const allowed = state.consumedPoints <= limit;
    // Given back in the same tick as the count (no timer runs between), so never into the next window.
    if (!allowed) await inMemory.reward(key, 1);
    return { allowed, state };
  }
  try {
    return { allowed: true, state: await limiterFor(limit).consume(key, 1) };
  } catch (rejection) {
    if (isRefusal(rejection)) return { allowed: false, state: rejection };
    throw rejection;
  }
}

/**
 * Over the limit the library rejects with the counter's state (a RateLimiterRes); a failing store
 * rejects with an Error. Told apart by that, not by `instanceof RateLimiterRes`: the limiters live
 * on globalThis and `npm start` runs two bundles of this module in one process (the edge's, and
 * Next's with a copy of the library of its own), so a refusal may come from the other copy's class
 * and would otherwise answer 503 instead of 429.
 */
function isRefusal(rejection: unknown): rejection is RateLimiterRes {
  return !(rejection instanceof Error) && typeof (rejection as Partial<RateLimiterRes> | null)?.msBeforeNext === "number";
}

function policyName(limit: number): string {
  if (limit === ANONYMOUS_RATE_LIMIT) return "anonymous";
  return limit > DEFAULT_RATE_LIMIT_PER_MINUTE ? "extended" : "default";
}

/** Counts one request against `key`; throws a 503 problem when the shared store is unreachable. */
export async function consumeRateLimit(key: string, limit: number): Promise<RateLimitOutcome> {
  let counted: Awaited<ReturnType<typeof countRequest>>;
  try {
    await waitForRedis();
    counted = await countRequest(key, limit);
  } catch {
    throw uncountedRefusal(problems.rateLimitUnavailable(), limit);
  }
  const { allowed, state } = counted;
  const secondsUntilReset = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  return {
    allowed,
    limit,
    remaining: allowed ? limit - state.consumedPoints : 0,
    resetAt: Math.ceil((Date.now() + state.msBeforeNext) / 1000),
    secondsUntilReset,
    policy: policyName(limit),
  };
}

/**
 * A 503 whose request could not be counted (the quota store, or the database that says whose token
 * it is, is unreachable): it still carries the rate-limit headers every /v1 answer has, as an empty
 * window that resets when Retry-After says to come back. Nothing is consumed.
 */
export function uncountedRefusal(init: ProblemInit, limit: number): ProblemError {
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
