import { requestOriginFrom } from "../http/request-origin";
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from "../access-tokens/per-minute-limits";
import type { PublicOperation, V1Operation } from "./operation";
import { problems } from "./problems";
import { problemResponse } from "./problem";
import { consumeRateLimit, rateLimitHeaders } from "./rate-limit";
import { requestIdFor } from "./request-id";
import { errorResponse } from "./run-operation";

/**
 * For the public /v1 documents (no token): a request id and the rate-limit headers like every
 * /v1 response, counted per client address on a quota of its own.
 */
export function runPublicOperation(operation: PublicOperation, operations: V1Operation[]) {
  return async (request: Request): Promise<Response> => {
    const requestId = requestIdFor(request);
    const ip = requestOriginFrom(request.headers).ip ?? "unknown";
    let response: Response;
    let headers: Record<string, string> = {};
    try {
      const limits = await consumeRateLimit(`public:${ip}`, DEFAULT_RATE_LIMIT_PER_MINUTE);
      headers = rateLimitHeaders(limits);
      response = limits.allowed ? await operation.handler(request, { operations }) : problemResponse(problems.rateLimited(limits.secondsUntilReset), requestId);
    } catch (error) {
      response = headers["X-RateLimit-Limit"] ? errorResponse(error, request, requestId) : problemResponse(problems.rateLimitUnavailable(), requestId);
    }
    response.headers.set("X-Request-Id", requestId);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
}
