import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter } from "../rate-limits/create-limiter";
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from "../rate-limits/per-minute-limits";
import { problems } from "./problems";
import { ProblemError } from "./problem";

// Fixed 60-second windows per key (token, dashboard user, or client address), kept in Redis
// when REDIS_URL is set so every instance shares one exact count. A refused request gives its
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

const limitersKey = Symbol.for("module-integrations.api-limiters");
const holder = globalThis as typeof globalThis & { [limitersKey]?: Map<number, RateLimiterAbstract> };

// One limiter per limit, all on the same counters: a grant from 600 to 3 000 applies mid-window.
function limiterFor(points: number): RateLimiterAbstract {
  holder[limitersKey] ??= new Map();
  let limiter = holder[limitersKey].get(points);
  if (!limiter) {
    limiter = createLimiter({ keyPrefix: "api", points, durationSeconds: WINDOW_SECONDS });
    holder[limitersKey].set(points, limiter);
  }
  return limiter;
}

function policyName(limit: number): string {
  if (limit === ANONYMOUS_RATE_LIMIT) return "anonymous";
  return limit > DEFAULT_RATE_LIMIT_PER_MINUTE ? "extended" : "default";
}

function outcome(result: RateLimiterRes, limit: number, allowed: boolean): RateLimitOutcome {
  const secondsUntilReset = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return {
    allowed,
    limit,
    remaining: allowed ? Math.max(0, result.remainingPoints) : 0,
    resetAt: Math.ceil((Date.now() + result.msBeforeNext) / 1000),
    secondsUntilReset,
    policy: policyName(limit),
  };
}

/** Counts one request against `key`; throws a 503 problem when the shared store is unreachable. */
export async function consumeRateLimit(key: string, limit: number): Promise<RateLimitOutcome> {
  const limiter = limiterFor(limit);
  try {
    return outcome(await limiter.consume(key, 1), limit, true);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw unavailable(limit);
    // Over the limit: give the point back so refused requests never eat into the next ones.
    await limiter.reward(key, 1).catch(() => {});
    return outcome(rejection, limit, false);
  }
}

function unavailable(limit: number): ProblemError {
  const init = problems.rateLimitUnavailable();
  const retry = Number(init.headers?.["Retry-After"] ?? 5);
  return new ProblemError({
    ...init,
    headers: { ...init.headers, ...rateLimitHeaders({ allowed: false, limit, remaining: 0, resetAt: Math.ceil(Date.now() / 1000) + retry, secondsUntilReset: retry, policy: policyName(limit) }) },
  });
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
