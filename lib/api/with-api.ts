import { z } from "zod";
import type { AccessScope } from "../db/schema";
import { isDatabaseUnavailableError } from "../db/database-unavailable";
import { isAppError } from "../errors/app-error";
import { requestOriginFrom } from "../http/request-origin";
import { logger } from "../logger";
import type { RequestOrigin } from "../audit/actor";
import { authenticateRequest } from "./authenticate-request";
import { negotiateMediaType } from "./negotiate";
import { parseQuery } from "./parse-request";
import type { ApiPrincipal } from "./principal";
import { problemFromAppError, problems } from "./problems";
import { ProblemError, problemResponse } from "./problem";
import { ANONYMOUS_RATE_LIMIT, consumeRateLimit, rateLimitHeaders, type RateLimitOutcome } from "./rate-limit";
import { requestIdFor } from "./request-id";
import { touchTokenUsage } from "./touch-token-usage";

export interface ApiContext<Params, Query> {
  request: Request;
  params: Params;
  /** The query string, validated against the operation's schema (unknown parameters refused). */
  query: Query;
  principal: ApiPrincipal;
  origin: RequestOrigin;
  requestId: string;
  /** The media type chosen from the operation's `produces` by the Accept header. */
  mediaType: string;
}

export interface WithApiOptions<QuerySchema extends z.ZodType> {
  scope: AccessScope;
  /** Query parameters the operation accepts; none when omitted, so stray ones are a 422. */
  query?: QuerySchema;
  /** Media types the operation can answer with, preferred first. Default JSON only. */
  produces?: string[];
}

type RouteContext<Params> = { params: Promise<Params> };

const noQuery = z.strictObject({});

/**
 * The one pipeline of every /v1 operation: request id, bearer authentication, rate limit,
 * scope, content negotiation, then the handler; errors become RFC 9457 problems; every
 * response carries the request id and the rate-limit headers.
 */
export function withApi<Params = Record<string, never>, QuerySchema extends z.ZodType = typeof noQuery>(
  handler: (context: ApiContext<Params, z.infer<QuerySchema>>) => Promise<Response>,
  options: WithApiOptions<QuerySchema>,
) {
  return async (request: Request, route: RouteContext<Params>): Promise<Response> => {
    const requestId = requestIdFor(request);
    const origin = requestOriginFrom(request.headers);
    let limits: RateLimitOutcome | null = null;
    let response: Response;
    try {
      const principal = await authenticateOrThrottle(request, origin, (outcome) => (limits = outcome));
      limits = await consumeRateLimit(principal.rateLimitKey, principal.rateLimit);
      if (!limits.allowed) throw new ProblemError(problems.rateLimited(limits.secondsUntilReset));
      if (!principal.scopes.includes(options.scope)) throw new ProblemError(problems.insufficientScope(options.scope));
      if (principal.tokenId) touchTokenUsage(principal.tokenId, origin.ip);
      const mediaType = negotiateMediaType(request, options.produces ?? ["application/json"]);
      // Without a declared schema, only an empty query string passes.
      const query = parseQuery(request, options.query ?? noQuery) as z.infer<QuerySchema>;
      const params = await route.params;
      response = await handler({ request, params, query, principal, origin: principal.origin ?? origin, requestId, mediaType });
    } catch (error) {
      response = errorResponse(error, request, requestId);
    }
    response.headers.set("X-Request-Id", requestId);
    if (limits) for (const [name, value] of Object.entries(rateLimitHeaders(limits))) response.headers.set(name, value);
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    return response;
  };
}

/** Authenticates; a failed attempt is counted against the client's address, so guessing is throttled. */
async function authenticateOrThrottle(
  request: Request,
  origin: RequestOrigin,
  report: (outcome: RateLimitOutcome) => void,
): Promise<ApiPrincipal> {
  try {
    return await authenticateRequest(request, origin);
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    const outcome = await consumeRateLimit(`ip:${origin.ip ?? "unknown"}`, ANONYMOUS_RATE_LIMIT);
    report(outcome);
    if (!outcome.allowed) throw new ProblemError(problems.rateLimited(outcome.secondsUntilReset));
    throw error;
  }
}

function errorResponse(error: unknown, request: Request, requestId: string): Response {
  if (error instanceof ProblemError) return problemResponse(error.init, requestId);
  if (isAppError(error)) return problemResponse(problemFromAppError(error), requestId);
  if (isDatabaseUnavailableError(error)) return problemResponse(problems.databaseUnavailable(), requestId);
  // Unexpected: log it with the request id; the client gets no internals.
  logger.error({ err: error, requestId, method: request.method, path: new URL(request.url).pathname }, "unhandled /v1 error");
  return problemResponse(problems.internal(), requestId);
}
