import { z } from "zod";
import type { ZodOpenApiResponseObject } from "zod-openapi";
import { MAX_JSON_NESTING } from "../../platform/http/json-nesting";
import { problemSchema } from "../../platform/schemas/problem";
import { problemCodes, type ProblemCode } from "../../platform/schemas/problem-codes";

// Response pieces every operation shares: the rate-limit headers and the problem responses.

const header = (id: string, description: string, example: string, pattern: RegExp, maxLength = 64) =>
  z.string().max(maxLength).regex(pattern).meta({ description, example, header: { id } });

const UNSIGNED = /^[0-9]+$/;

/** Sent on every response of the API (errors and 429s included), with the request id. */
export const rateLimitHeadersSchema = z.object({
  "X-RateLimit-Limit": header("X-RateLimit-Limit", "Requests allowed per 60-second window for this token.", "600", UNSIGNED, 20),
  "X-RateLimit-Remaining": header("X-RateLimit-Remaining", "Requests left in the current window (never below 0).", "599", UNSIGNED, 20),
  "X-RateLimit-Reset": header("X-RateLimit-Reset", "Unix time, in whole seconds, at which the window resets.", "1795340460", UNSIGNED, 20),
  RateLimit: header(
    "RateLimit",
    "IETF draft field: remaining requests `r` and seconds until reset `t` under the named policy.",
    '"default";r=599;t=42',
    /^"[a-z]+";r=[0-9]+;t=[0-9]+$/,
  ),
  "RateLimit-Policy": header(
    "RateLimit-Policy",
    "IETF draft field: quota `q` per window `w` seconds of the named policy (`default`, `extended` or `anonymous`).",
    '"default";q=600;w=60',
    /^"[a-z]+";q=[0-9]+;w=[0-9]+$/,
  ),
  "Api-Version": header(
    "Api-Version",
    "The dated version of the API that shaped this response: the request's `Api-Version`, else the account's default version, else (before authentication) the newest. Responses vary on the request's `Api-Version` (`Vary`).",
    "2026-11-27",
    /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    10,
  ),
  "X-Request-Id": header(
    "X-Request-Id",
    "Identifier of this request, echoed when the client sent a valid one (8–128 of `A–Z a–z 0–9 . _ : -`).",
    "req_8Zl1qk0b0dT3vYxE",
    /^[A-Za-z0-9._:-]{8,128}$/,
    128,
  ),
  "Access-Control-Allow-Origin": z
    .literal("*")
    .optional()
    .meta({
      description:
        "CORS. `*` on the public documents' successful responses, so any site can load this API's description. The token-protected operations do not send it: they are meant to be called from servers, so a web page on another origin cannot read their responses.",
      example: "*",
      header: { id: "Access-Control-Allow-Origin" },
    }),
});

/** A problem's example: its code, the code's title (lib/platform/schemas/problem-codes.ts) and a detail. */
const problemExample = (code: ProblemCode, detail: string) => ({ code, title: problemCodes[code].title, detail });

const problemExamples: Record<number, { code: string; title: string; detail: string }> = {
  400: problemExample("invalid_cursor", "The cursor is not valid for this list."),
  401: problemExample("invalid_token", "The access token has expired."),
  403: problemExample("insufficient_scope", "This operation needs the `write` scope, which this token does not have."),
  404: problemExample("not_found", "There is no such resource."),
  406: problemExample("not_acceptable", "This resource is available as application/json."),
  409: problemExample("conflict", "The resource changed meanwhile."),
  413: problemExample("payload_too_large", "The request body must not exceed 64 KiB."),
  415: problemExample("unsupported_media_type", "Send the request body as `application/json`."),
  422: problemExample("validation_failed", "The request does not match the schema."),
  429: problemExample("rate_limited", "The rate limit for this token is used up. Retry in 17 s."),
  500: problemExample("internal_error", "Something went wrong on our side. Quote the request id when contacting support."),
  503: problemExample("rate_limit_unavailable", "Request quotas cannot be checked right now. Retry shortly."),
};

const descriptions: Record<number, string> = {
  400: "Bad request: malformed JSON, an invalid cursor, or an `Api-Version` that names no version of this API (`unknown_api_version`, with the known ones in `known_versions`).",
  401: "Missing, malformed, unknown, revoked or expired access token. See `WWW-Authenticate`.",
  403: "The token lacks the scope this operation needs.",
  404: "No such resource in this account (another account's resources are not found either).",
  406: "None of the media types in `Accept` can be produced.",
  409: "Conflict with the resource's current state.",
  413: "The request body is over 64 KiB.",
  415: "The request body is not `application/json`.",
  422: `The request breaks the schema, or its body nests arrays and objects more than ${MAX_JSON_NESTING} levels deep: see \`errors[]\` for each offending input.`,
  429: "Rate limit exceeded. Retry after `Retry-After` seconds.",
  500: "Unexpected error on our side.",
  503: "Temporarily unavailable: the rate-limit store (`rate_limit_unavailable`) or the database (`service_unavailable`) cannot be reached, so nothing was done. Retry after `Retry-After` seconds.",
};

const retryAfter = z.string().max(16).regex(/^[1-9][0-9]*$/).meta({ description: "Seconds to wait before retrying (at least 1).", example: "17", header: { id: "Retry-After" } });
const wwwAuthenticate = z
  .string()
  .max(512)
  .regex(/^Bearer realm="v1"/)
  .meta({ description: "RFC 6750 challenge.", example: 'Bearer realm="v1", error="invalid_token"', header: { id: "WWW-Authenticate" } });

// zod-openapi registers a response component once per object: hand out the same object every time.
const problemResponses = new Map<number, ZodOpenApiResponseObject>();

export function problemResponse(status: number): ZodOpenApiResponseObject {
  let response = problemResponses.get(status);
  if (!response) {
    response = buildProblemResponse(status);
    problemResponses.set(status, response);
  }
  return response;
}

function buildProblemResponse(status: number): ZodOpenApiResponseObject {
  const example = problemExamples[status]!;
  const extraHeaders =
    status === 429 || status === 503 ? { "Retry-After": retryAfter } : status === 401 || status === 403 ? { "WWW-Authenticate": wwwAuthenticate } : {};
  return {
    id: `Problem${status}`,
    description: descriptions[status]!,
    headers: rateLimitHeadersSchema.extend(extraHeaders),
    content: {
      "application/problem+json": {
        schema: problemSchema,
        example: { type: `https://integrations.example/docs/errors#${example.code}`, status, request_id: "req_8Zl1qk0b0dT3vYxE", ...example },
      },
    },
  };
}
