import { createMiddleware } from "hono/factory";
import securityHeaders from "../../../platform/http/security-headers.json";
import { requestOriginFrom } from "../../../platform/http/request-origin";
import { rateLimitHeaders, type RateLimitOutcome } from "../rate-limit";
import { requestIdFor } from "../request-id";
import type { PipelineEnv } from "./pipeline-env";

/**
 * The headers every /v1 answer carries, whoever built it (an operation, a problem, 404/405/OPTIONS,
 * or the server for a request it could not even read): the request id, the rate-limit window
 * it was counted in, `no-store` unless the answer says how it may be cached, and the security
 * headers.
 */
export function withAnswerHeaders(response: Response, requestId: string, limits?: RateLimitOutcome): Response {
  const { headers } = response;
  headers.set("X-Request-Id", requestId);
  if (limits) for (const [name, value] of Object.entries(rateLimitHeaders(limits))) headers.set(name, value);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
  return response;
}

/**
 * The outermost piece: gives the request its id (the caller's, when well formed) and origin,
 * and puts the answer headers on whatever comes back, problems included (the app's onError has
 * turned any error into one by then).
 */
export const answerHeaders = createMiddleware<PipelineEnv>(async (context, next) => {
  context.set("requestId", requestIdFor(context.req.raw));
  context.set("origin", requestOriginFrom(context.req.raw.headers));
  await next();
  withAnswerHeaders(context.res, context.get("requestId"), context.get("limits"));
});
