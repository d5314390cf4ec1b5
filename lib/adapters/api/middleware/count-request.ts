import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from "../../../domains/access-tokens/per-minute-limits";
import { authenticateRequest } from "../authenticate-request";
import { problems } from "../problems";
import { ProblemError } from "../problem";
import { ANONYMOUS_RATE_LIMIT, consumeRateLimit } from "../rate-limit";
import type { PipelineEnv } from "./pipeline-env";

// Every /v1 request counts against a quota, so probing costs what calling does. Token
// operations count in authenticate.ts; these are the requests that need no token.

/**
 * Counts the request under `key`; its window's headers go on the answer; over the limit, a 429.
 * An unreachable store is a 503 whose headers report the limit with nothing left until its
 * Retry-After (consumeRateLimit): every /v1 answer carries them, the contract says, outages included.
 */
export async function countAgainst(context: Context<PipelineEnv>, key: string, limit: number): Promise<void> {
  const limits = await consumeRateLimit(key, limit);
  context.set("limits", limits);
  if (!limits.allowed) throw new ProblemError(problems.rateLimited(limits.secondsUntilReset));
}

/**
 * An unknown path, a method the path does not have, OPTIONS: counted against the token's quota
 * when it carries a valid one, else against the caller's address. Never a 401: there is
 * nothing here a token would unlock.
 */
export const countWithoutOperation = createMiddleware<PipelineEnv>(async (context, next) => {
  const origin = context.get("origin");
  const [key, limit] = await authenticateRequest(context.req.raw, origin).then(
    (principal) => {
      // Known for the request log: the call shows in its account's Requests page.
      context.set("principal", principal);
      return [principal.rateLimitKey, principal.rateLimit] as const;
    },
    () => [`ip:${origin.ip ?? "unknown"}`, ANONYMOUS_RATE_LIMIT] as const,
  );
  await countAgainst(context, key, limit);
  await next();
});

/** The public documents (no token): counted per client address on a quota of their own. */
export const countPublicRequest = createMiddleware<PipelineEnv>(async (context, next) => {
  await countAgainst(context, `public:${context.get("origin").ip ?? "unknown"}`, DEFAULT_RATE_LIMIT_PER_MINUTE);
  await next();
});
