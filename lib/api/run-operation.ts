import { z } from "zod";
import { isDatabaseUnavailableError } from "../db/database-unavailable";
import { isAppError } from "../errors/app-error";
import { requestOriginFrom } from "../http/request-origin";
import { logger } from "../logger";
import type { RequestOrigin } from "../audit/actor";
import { authenticateRequest } from "./authenticate-request";
import { negotiateMediaType } from "./negotiate";
import type { TokenOperation } from "./operation";
import { parseJsonBody, parseQuery, refuseRequestBody } from "./parse-request";
import type { ApiPrincipal } from "./principal";
import { problemFromAppError, problems } from "./problems";
import { ProblemError, problemResponse } from "./problem";
import { ANONYMOUS_RATE_LIMIT, consumeRateLimit, rateLimitHeaders, type RateLimitOutcome } from "./rate-limit";
import { requestIdFor } from "./request-id";
import { touchTokenUsage } from "./touch-token-usage";
import { roleMay, roleRefusal } from "../schemas/roles";
import { countRequest, usageCountingEnabled } from "../usage/usage-counter";

const noQuery = z.strictObject({});

/**
 * The one pipeline of every token operation: request id, bearer authentication, rate limit,
 * scope, content negotiation, query, path and body validation, then the handler; errors become
 * RFC 9457 problems; every response carries the request id and the rate-limit headers.
 */
export function runOperation(operation: TokenOperation) {
  return async (request: Request, rawParams: Record<string, string>): Promise<Response> => {
    const requestId = requestIdFor(request);
    const origin = requestOriginFrom(request.headers);
    let limits: RateLimitOutcome | null = null;
    let response: Response;
    let principal: ApiPrincipal | null = null;
    try {
      principal = await authenticateOrThrottle(request, origin, (outcome) => (limits = outcome));
      limits = await consumeRateLimit(principal.rateLimitKey, principal.rateLimit);
      if (!limits.allowed) throw new ProblemError(problems.rateLimited(limits.secondsUntilReset));
      if (principal.role && operation.scope === "write" && !roleMay(principal.role, "api_write")) {
        throw new ProblemError(problems.roleForbidden(roleRefusal(principal.role, "api_write")));
      }
      if (!principal.scopes.includes(operation.scope)) throw new ProblemError(problems.insufficientScope(operation.scope));
      if (principal.tokenId) touchTokenUsage(principal.tokenId, origin.ip);
      const mediaType = negotiateMediaType(request, operation.produces ?? ["application/json"]);
      // Without a declared schema, only an empty query string passes.
      const query = parseQuery(request, operation.query ?? noQuery);
      const params = parseParams(operation, rawParams);
      const body = operation.body ? await parseJsonBody(request, operation.body.schema) : await refuseRequestBody(request);
      response = await operation.handler({ request, params, query, body, principal, origin: principal.origin ?? origin, requestId, mediaType });
    } catch (error) {
      response = errorResponse(error, request, requestId);
    }
    // Usage per token, counted in memory and flushed off the request path (lib/usage/).
    if (principal?.tokenId && usageCountingEnabled) countRequest(principal.tokenId, principal.accountId, response.status);
    return withPipelineHeaders(response, requestId, limits);
  };
}

/** A malformed id names no resource: 404, as the contract says, never a 422 or a 500. */
function parseParams(operation: TokenOperation, rawParams: Record<string, string>): unknown {
  if (!operation.params) return {};
  const parsed = operation.params.safeParse(rawParams);
  if (!parsed.success) throw new ProblemError(problems.notFound());
  return parsed.data;
}

function withPipelineHeaders(response: Response, requestId: string, limits: RateLimitOutcome | null): Response {
  response.headers.set("X-Request-Id", requestId);
  if (limits) for (const [name, value] of Object.entries(rateLimitHeaders(limits))) response.headers.set(name, value);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
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

export function errorResponse(error: unknown, request: Request, requestId: string): Response {
  if (error instanceof ProblemError) return problemResponse(error.init, requestId);
  if (isAppError(error)) return problemResponse(problemFromAppError(error), requestId);
  if (isDatabaseUnavailableError(error)) return problemResponse(problems.databaseUnavailable(), requestId);
  // Unexpected: log it with the request id (never the query's parameters); the client gets no internals.
  logger.error({ err: describeError(error), requestId, method: request.method, path: new URL(request.url).pathname }, "unhandled /v1 error");
  return problemResponse(problems.internal(), requestId);
}

/**
 * Name, message, code and stack only, with any query parameters cut out: Drizzle's "Failed
 * query … params: …" message would otherwise log what an INSERT carried (encrypted secrets).
 */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: "non-Error thrown" };
  const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [^\n]*/g, "\nparams: [omitted]");
  const { code } = error as { code?: unknown };
  return {
    name: error.name,
    message: withoutParams(error.message),
    code: typeof code === "string" ? code : undefined,
    stack: withoutParams(error.stack),
    ...(error.cause ? { cause: describeError(error.cause) } : {}),
  };
}
