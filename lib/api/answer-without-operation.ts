import { requestOriginFrom } from "../http/request-origin";
import { authenticateRequest } from "./authenticate-request";
import { problems } from "./problems";
import { problemResponse, type ProblemInit } from "./problem";
import { ANONYMOUS_RATE_LIMIT, consumeRateLimit, rateLimitHeaders, type RateLimitOutcome } from "./rate-limit";
import { requestIdFor } from "./request-id";

// Answers to requests that reach no operation: an unknown path (404), a method the path does
// not have (405 with Allow) and OPTIONS. Still counted against the caller's quota, and carrying
// the same headers as any /v1 response, so probing costs what calling does.

async function countAgainstQuota(request: Request): Promise<RateLimitOutcome> {
  const origin = requestOriginFrom(request.headers);
  try {
    const principal = await authenticateRequest(request, origin);
    return await consumeRateLimit(principal.rateLimitKey, principal.rateLimit);
  } catch {
    return consumeRateLimit(`ip:${origin.ip ?? "unknown"}`, ANONYMOUS_RATE_LIMIT);
  }
}

async function answer(request: Request, respond: (requestId: string) => Response): Promise<Response> {
  const requestId = requestIdFor(request);
  let response: Response;
  try {
    const limits = await countAgainstQuota(request);
    response = limits.allowed ? respond(requestId) : problemResponse(problems.rateLimited(limits.secondsUntilReset), requestId);
    for (const [name, value] of Object.entries(rateLimitHeaders(limits))) response.headers.set(name, value);
  } catch {
    response = problemResponse(problems.rateLimitUnavailable(), requestId);
  }
  response.headers.set("X-Request-Id", requestId);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

const problemAnswer = (request: Request, init: ProblemInit) => answer(request, (requestId) => problemResponse(init, requestId));

/** Any path the OpenAPI document does not have, `/v1` itself included: a 404 problem. */
export function answerUnknownPath(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  return problemAnswer(request, problems.notFound(`There is no operation at ${pathname}. See /v1/openapi.json for the operations.`));
}

/** A method this path does not have, standard or not: 405 with exactly the methods it has. */
export function answerMethodNotAllowed(request: Request, allow: string[]): Promise<Response> {
  return problemAnswer(request, problems.methodNotAllowed(request.method, allow));
}

/** OPTIONS: the methods this path has, with the headers of any /v1 response. */
export function answerOptions(request: Request, allow: string[]): Promise<Response> {
  return answer(request, () => new Response(null, { status: 204, headers: { Allow: allow.join(", ") } }));
}
