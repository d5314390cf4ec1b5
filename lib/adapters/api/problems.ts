import type { AppError, AppErrorCode, FieldError } from "../../platform/errors/app-error";
import type { ProblemInit } from "./problem";

// The catalogue of /v1 problems. Each is a function so the detail can say what exactly went wrong.

const authenticate = (error?: string, description?: string) =>
  `Bearer realm="v1"${error ? `, error="${error}"` : ""}${description ? `, error_description="${description}"` : ""}`;

export const problems = {
  missingToken: (): ProblemInit => ({
    status: 401,
    code: "unauthorized",
    title: "Authentication required",
    detail: "Send an access token in the Authorization header: `Authorization: Bearer <token>`.",
    headers: { "WWW-Authenticate": authenticate() },
  }),
  malformedAuthorization: (): ProblemInit => ({
    status: 401,
    code: "invalid_request",
    title: "Malformed Authorization header",
    detail: "The Authorization header must be `Bearer <token>`.",
    headers: { "WWW-Authenticate": authenticate("invalid_request", "Malformed Authorization header") },
  }),
  invalidToken: (detail: string): ProblemInit => ({
    status: 401,
    code: "invalid_token",
    title: "Invalid access token",
    detail,
    headers: { "WWW-Authenticate": authenticate("invalid_token", detail.replace(/"/g, "'")) },
  }),
  insufficientScope: (scope: string): ProblemInit => ({
    status: 403,
    code: "insufficient_scope",
    title: "Insufficient scope",
    detail: `This operation needs the \`${scope}\` scope, which this token does not have.`,
    headers: { "WWW-Authenticate": `${authenticate("insufficient_scope")}, scope="${scope}"` },
  }),
  /** A member's dashboard credential asked for what their role does not allow. */
  roleForbidden: (detail: string): ProblemInit => ({ status: 403, code: "forbidden", title: "Forbidden", detail }),
  rateLimited: (retryAfterSeconds: number): ProblemInit => ({
    status: 429,
    code: "rate_limited",
    title: "Too many requests",
    detail: `The rate limit for this token is used up. Retry in ${retryAfterSeconds} s.`,
    headers: { "Retry-After": String(retryAfterSeconds) },
  }),
  rateLimitUnavailable: (): ProblemInit => ({
    status: 503,
    code: "rate_limit_unavailable",
    title: "Service temporarily unavailable",
    detail: "Request quotas cannot be checked right now, so the request was not processed. Retry shortly.",
    headers: { "Retry-After": "5" },
  }),
  databaseUnavailable: (): ProblemInit => ({
    status: 503,
    code: "service_unavailable",
    title: "Service temporarily unavailable",
    detail: "The service cannot reach its database right now, so the request was not processed. Retry shortly.",
    headers: { "Retry-After": "5" },
  }),
  notFound: (detail = "There is no such resource."): ProblemInit => ({ status: 404, code: "not_found", title: "Not found", detail }),
  methodNotAllowed: (method: string, allowed: string[]): ProblemInit => ({
    status: 405,
    code: "method_not_allowed",
    title: "Method not allowed",
    detail: `${method} is not supported here. Allowed: ${allowed.join(", ")}.`,
    headers: { Allow: allowed.join(", ") },
  }),
  notAcceptable: (offered: string[]): ProblemInit => ({
    status: 406,
    code: "not_acceptable",
    title: "Not acceptable",
    detail: `This resource is available as ${offered.join(" or ")}.`,
  }),
  malformedJson: (): ProblemInit => ({ status: 400, code: "malformed_json", title: "Malformed JSON", detail: "The request body is not valid JSON." }),
  unsupportedMediaType: (): ProblemInit => ({
    status: 415,
    code: "unsupported_media_type",
    title: "Unsupported media type",
    detail: "Send the request body as `application/json`.",
  }),
  payloadTooLarge: (limitBytes: number): ProblemInit => ({
    status: 413,
    code: "payload_too_large",
    title: "Payload too large",
    detail: `The request body must not exceed ${limitBytes / 1024} KiB.`,
  }),
  validationFailed: (errors: FieldError[], detail = "The request does not match the schema."): ProblemInit => ({
    status: 422,
    code: "validation_failed",
    title: "Validation failed",
    detail,
    errors,
  }),
  malformedRequest: (): ProblemInit => ({
    status: 400,
    code: "invalid_request",
    title: "Malformed request",
    detail: "The request could not be read: check the Host header (a host name or address, with an optional port) and the request target.",
  }),
  internal: (): ProblemInit => ({
    status: 500,
    code: "internal_error",
    title: "Internal error",
    detail: "Something went wrong on our side. Quote the request id when contacting support.",
  }),
};

export const appErrorStatus: Record<AppErrorCode, { status: number; title: string }> = {
  not_found: { status: 404, title: "Not found" },
  validation_failed: { status: 422, title: "Validation failed" },
  conflict: { status: 409, title: "Conflict" },
  invalid_credentials: { status: 401, title: "Invalid credentials" },
  too_many_attempts: { status: 429, title: "Too many attempts" },
  forbidden: { status: 403, title: "Forbidden" },
  invalid_state_transition: { status: 409, title: "Invalid state transition" },
  idempotency_key_reused: { status: 422, title: "Idempotency key reused" },
  invalid_cursor: { status: 400, title: "Invalid cursor" },
};

/** Services speak AppError; this is the one place those become HTTP problems. */
export function problemFromAppError(error: AppError): ProblemInit {
  const { status, title } = appErrorStatus[error.code];
  return { status, code: error.code, title, detail: error.message, errors: error.fieldErrors };
}
