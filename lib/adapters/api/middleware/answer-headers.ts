import { createMiddleware } from "hono/factory";
import securityHeaders from "../../../platform/http/security-headers.json";
import { requestOriginFrom } from "../../../platform/http/request-origin";
import { NEWEST_API_VERSION } from "../../../domains/api-versions";
import { API_VERSION_HEADER, requestedApiVersionOf } from "../api-version";
import { resolvedApiVersion } from "./resolved-api-version";
import { headerOf, withHeaders } from "../plain-response";
import { rateLimitHeaders, type RateLimitOutcome } from "../rate-limit";
import { requestIdFor } from "../request-id";
import type { PipelineEnv } from "./pipeline-env";

/**
 * The headers every /v1 answer carries, whoever built it (an operation, a problem, 404/405/OPTIONS,
 * or the server for a request it could not even read): the request id, the rate-limit window
 * it was counted in, the API version that served it (and `Vary: Api-Version`, since the header
 * can change the answer), `no-store` unless the answer says how it may be cached, and the
 * security headers.
 */
export function withAnswerHeaders(response: Response, requestId: string, limits?: RateLimitOutcome, apiVersion = NEWEST_API_VERSION): Response {
  const added = {
    "X-Request-Id": requestId,
    ...(limits ? rateLimitHeaders(limits) : {}),
    [API_VERSION_HEADER]: apiVersion,
    Vary: varyWithApiVersion(headerOf(response, "vary")),
    ...securityHeaders,
  };
  return withHeaders(response, added, noStore);
}

/** The answer's own `Vary` (Accept, forwarding headers) with `Api-Version` added once. */
function varyWithApiVersion(vary: string | null): string {
  if (!vary) return API_VERSION_HEADER;
  if (vary.split(",").some((name) => name.trim().toLowerCase() === "api-version" || name.trim() === "*")) return vary;
  return `${vary}, ${API_VERSION_HEADER}`;
}

const noStore = { "Cache-Control": "no-store" };

/**
 * The outermost piece: gives the request its id (the caller's, when well formed) and origin,
 * and puts the answer headers on whatever comes back, problems included (the app's onError has
 * turned any error into one by then).
 */
export const answerHeaders = createMiddleware<PipelineEnv>(async (context, next) => {
  context.set("requestId", requestIdFor(context.req.raw));
  context.set("origin", requestOriginFrom(context.req.raw.headers));
  context.set("requestedApiVersion", requestedApiVersionOf(context.req.raw));
  await next();
  const answer = withAnswerHeaders(context.res, context.get("requestId"), context.get("limits"), resolvedApiVersion(context));
  if (answer === context.res) return;
  // Unset first: Hono's setter would otherwise copy the old answer's headers onto the new one.
  context.res = undefined;
  context.res = answer;
});
