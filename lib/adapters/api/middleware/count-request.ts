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

/** Counts the request under `key`; its window's headers go on the answer; over the limit, a 429. */
export async function countAgainst(context: Context<PipelineEnv>, key: string, limit: number): Promise<void> {
  const limits = await consumeRateLimit(key, limit);
  context.set("limits", limits);
  if (!limits.allowed) throw new ProblemError(problems.rateLimited(limits.secondsUntilReset));
}

/** As countAgainst, but an unreachable store is a bare 503 (no window to report). */
async function countOrUnavailable(context: Context<PipelineEnv>, key: string, limit: number): Promise<void> {
  try {
    await countAgainst(context, key, limit);
  } catch (error) {
    if (context.get("limits")) throw error;
    throw new ProblemError(problems.rateLimitUnavailable());
  }
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
  await countOrUnavailable(context, key, limit);
  await next();
});

/** The public documents (no token): counted per client address on a quota of their own. */
export const countPublicRequest = createMiddleware<PipelineEnv>(async (context, next) => {
  await countOrUnavailable(context, `public:${context.get("origin").ip ?? "unknown"}`, DEFAULT_RATE_LIMIT_PER_MINUTE);
  await next();
});
