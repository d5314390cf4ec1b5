import type { AppError, FieldError } from "../../platform/errors/app-error";
import { problemHead } from "../../platform/schemas/problem-codes";
import type { ProblemInit } from "./problem";

// The /v1 problems the pipeline writes. Each is a function so the detail can say what exactly
// went wrong; status and title come from the one table of codes (lib/platform/schemas/problem-codes.ts).

const authenticate = (error?: string, description?: string) =>
  `Bearer realm="v1"${error ? `, error="${error}"` : ""}${description ? `, error_description="${description}"` : ""}`;

/** A header value as a problem repeats it: short, and only printable ASCII (nothing to inject into a log or a page). */
const printable = (value: string) => value.slice(0, 64).replace(/[^\x20-\x7e]|"/g, "?");

export const problems = {
  missingToken: (): ProblemInit => ({
    ...problemHead("unauthorized"),
    detail: "Send an access token in the Authorization header: `Authorization: Bearer <token>`.",
    headers: { "WWW-Authenticate": authenticate() },
  }),
  malformedAuthorization: (): ProblemInit => ({
    ...problemHead("invalid_request"),
    // RFC 6750's invalid_request, answered 401 with its challenge as the contract has it (the
    // table's 400 is the unreadable request's): one code, the status of the refusal it names.
    status: 401,
    detail: "The Authorization header must be `Bearer <token>`.",
    headers: { "WWW-Authenticate": authenticate("invalid_request", "Malformed Authorization header") },
  }),
  invalidToken: (detail: string): ProblemInit => ({
    ...problemHead("invalid_token"),
    detail,
    headers: { "WWW-Authenticate": authenticate("invalid_token", detail.replace(/"/g, "'")) },
  }),
  insufficientScope: (scope: string): ProblemInit => ({
    ...problemHead("insufficient_scope"),
    detail: `This operation needs the \`${scope}\` scope, which this token does not have.`,
    headers: { "WWW-Authenticate": `${authenticate("insufficient_scope")}, scope="${scope}"` },
  }),
  /** A member's dashboard credential asked for what their role does not allow. */
  roleForbidden: (detail: string): ProblemInit => ({ ...problemHead("forbidden"), detail }),
  rateLimited: (retryAfterSeconds: number): ProblemInit => ({
    ...problemHead("rate_limited"),
    detail: `The rate limit for this token is used up. Retry in ${retryAfterSeconds} s.`,
    headers: { "Retry-After": String(retryAfterSeconds) },
  }),
  rateLimitUnavailable: (): ProblemInit => ({
    ...problemHead("rate_limit_unavailable"),
    detail: "Request quotas cannot be checked right now, so the request was not processed. Retry shortly.",
    headers: { "Retry-After": "5" },
  }),
  databaseUnavailable: (): ProblemInit => ({
    ...problemHead("service_unavailable"),
    detail: "The service cannot reach its database right now, so the request was not processed. Retry shortly.",
    headers: { "Retry-After": "5" },
  }),
  notFound: (detail = "There is no such resource."): ProblemInit => ({ ...problemHead("not_found"), detail }),
  methodNotAllowed: (method: string, allowed: string[]): ProblemInit => ({
    ...problemHead("method_not_allowed"),
    detail: `${method} is not supported here. Allowed: ${allowed.join(", ")}.`,
    headers: { Allow: allowed.join(", ") },
  }),
  notAcceptable: (offered: string[]): ProblemInit => ({
    ...problemHead("not_acceptable"),
    detail: `This resource is available as ${offered.join(" or ")}.`,
  }),
  unknownApiVersion: (value: string, known: readonly string[]): ProblemInit => ({
    ...problemHead("unknown_api_version"),
    detail: `${value === "" ? "The Api-Version header is empty" : `Api-Version "${printable(value)}" is not a version of this API`}. Send one of ${known.join(", ")} (YYYY-MM-DD), or leave the header out to use the account's default version.`,
    extensions: { known_versions: [...known] },
  }),
  /** `?version=` of the OpenAPI documents names no version of ours. */
  unknownDocumentVersion: (value: string, known: readonly string[]): ProblemInit => ({
    ...problemHead("unknown_api_version"),
    detail: `The query parameter version="${printable(value)}" is not a version of this API. Send one of ${known.join(", ")} (YYYY-MM-DD), or leave it out for the newest.`,
    extensions: { known_versions: [...known] },
  }),
  malformedJson: (): ProblemInit => ({ ...problemHead("malformed_json"), detail: "The request body is not valid JSON." }),
  unsupportedMediaType: (): ProblemInit => ({
    ...problemHead("unsupported_media_type"),
    detail: "Send the request body as `application/json`.",
  }),
  payloadTooLarge: (limitBytes: number): ProblemInit => ({
    ...problemHead("payload_too_large"),
    detail: `The request body must not exceed ${limitBytes / 1024} KiB.`,
  }),
  validationFailed: (errors: FieldError[], detail = "The request does not match the schema."): ProblemInit => ({
    ...problemHead("validation_failed"),
    detail,
    errors,
  }),
  malformedRequest: (): ProblemInit => ({
    ...problemHead("invalid_request"),
    detail: "The request could not be read: check the Host header (a host name or address, with an optional port) and the request target.",
  }),
  requestHeadersTooLarge: (): ProblemInit => ({
    ...problemHead("request_headers_too_large"),
    detail: "The request's headers are larger than the server reads (16 KiB in all).",
  }),
  requestTimeout: (): ProblemInit => ({
    ...problemHead("request_timeout"),
    detail: "The request did not arrive in time.",
  }),
  internal: (): ProblemInit => ({
    ...problemHead("internal_error"),
    detail: "Something went wrong on our side. Quote the request id when contacting support.",
  }),
};

/** Services speak AppError; this is the one place those become HTTP problems. */
export function problemFromAppError(error: AppError): ProblemInit {
  return { ...problemHead(error.code), detail: error.message, errors: error.fieldErrors };
}
