import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { isDatabaseUnavailableError } from "../../../platform/db/database-unavailable";
import { authenticateRequest } from "../authenticate-request";
import type { ApiPrincipal } from "../principal";
import { ProblemError } from "../problem";
import { problems } from "../problems";
import { ANONYMOUS_RATE_LIMIT, uncountedRefusal } from "../rate-limit";
import { countAgainst } from "./count-request";
import type { PipelineEnv } from "./pipeline-env";

/**
 * Token operations: bearer authentication, then the request is counted against the token's
 * quota (429 over it). A refused token is counted against the caller's address instead, so
 * guessing is throttled, and the 401 carries that window's headers. A token that cannot be checked
 * because the database is down gets a 503 that carries rate-limit headers too (the contract: every
 * /v1 answer, outages included).
 */
export const authenticate = createMiddleware<PipelineEnv>(async (context, next) => {
  const principal = await authenticateOrThrottle(context);
  context.set("principal", principal);
  await countAgainst(context, principal.rateLimitKey, principal.rateLimit);
  await next();
});

async function authenticateOrThrottle(context: Context<PipelineEnv>): Promise<ApiPrincipal> {
  const origin = context.get("origin");
  try {
    return await authenticateRequest(context.req.raw, origin);
  } catch (error) {
    // Nobody can be told apart while the database is down: not a refusal to count against the
    // address (a shared one would soon read 429 instead of 503), but a 503 with an empty window.
    if (isDatabaseUnavailableError(error)) throw uncountedRefusal(problems.databaseUnavailable(), ANONYMOUS_RATE_LIMIT);
    if (!(error instanceof ProblemError)) throw error;
    await countAgainst(context, `ip:${origin.ip ?? "unknown"}`, ANONYMOUS_RATE_LIMIT);
    throw error;
  }
}
