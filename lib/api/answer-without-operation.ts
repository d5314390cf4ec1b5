import { requestOriginFrom } from "../http/request-origin";
import { authenticateRequest } from "./authenticate-request";
import { problems } from "./problems";
import { problemResponse, type ProblemInit } from "./problem";
import { ANONYMOUS_RATE_LIMIT, consumeRateLimit, rateLimitHeaders } from "./rate-limit";
import { requestIdFor } from "./request-id";

/**
 * Answers a request that matches no operation (unknown path, wrong method) with a problem,
 * still counted against the caller's quota and carrying the same headers as any /v1 response.
 */
export function answerWithoutOperation(problemFor: (request: Request) => ProblemInit) {
  return async (request: Request): Promise<Response> => {
    const requestId = requestIdFor(request);
    const origin = requestOriginFrom(request.headers);
    let limits;
    try {
      try {
        const principal = await authenticateRequest(request, origin);
        limits = await consumeRateLimit(principal.rateLimitKey, principal.rateLimit);
      } catch {
        limits = await consumeRateLimit(`ip:${origin.ip ?? "unknown"}`, ANONYMOUS_RATE_LIMIT);
      }
    } catch {
      return withHeaders(problemResponse(problems.rateLimitUnavailable(), requestId), requestId);
    }
    const init = limits.allowed ? problemFor(request) : problems.rateLimited(limits.secondsUntilReset);
    return withHeaders(problemResponse(init, requestId), requestId, rateLimitHeaders(limits));
  };
}

function withHeaders(response: Response, requestId: string, extra: Record<string, string> = {}): Response {
  response.headers.set("X-Request-Id", requestId);
  response.headers.set("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
  return response;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/** Handlers answering 405 (with `Allow`) for every method a route does not implement. */
export function refuseOtherMethods(allowed: Method[]): Record<Method, (request: Request) => Promise<Response>> {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : [])];
  const refuse = answerWithoutOperation((request) => problems.methodNotAllowed(request.method, allow));
  return Object.fromEntries(METHODS.map((method) => [method, refuse])) as Record<Method, typeof refuse>;
}

/** For the catch-all route: any path the OpenAPI document does not have is a 404 problem. */
export const answerUnknownPath = answerWithoutOperation((request) =>
  problems.notFound(`There is no operation at ${new URL(request.url).pathname}. See /v1/openapi.json for the operations.`),
);
