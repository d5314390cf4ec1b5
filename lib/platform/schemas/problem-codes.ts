// Every problem code a client or a customer can meet, in one table: its HTTP status and title
// (the /v1 problems, and the statuses the services' AppError codes become), what an integrator
// should do about it (the /docs/errors page) and the sentence the customer area shows instead of
// the code. `service: true` marks the codes services throw as AppError (lib/platform/errors).

interface ProblemCodeEntry {
  status: number;
  /** The problem's `title`: the same for every occurrence of the code (RFC 9457 §3.1.4). */
  title: string;
  /** What a client should do about it, for the errors page. */
  advice: string;
  /** What a customer reads in the customer area: what happened and what to do, never the code. */
  sentence: string;
  /** A code services throw as AppError; the others are written by the adapters alone. */
  service?: true;
}

const retryLater = "Nothing was processed. Retry after the seconds in the Retry-After header.";
const reloadAndRetry = "The request could not be read. Reload the page and try again.";
const askAnAdmin = "Your access does not allow this. Ask an admin of this account.";

export const problemCodes = {
  unauthorized: {
    status: 401,
    title: "Authentication required",
    advice: "Send an access token in the Authorization header as `Bearer <token>`. Create tokens under Access tokens in the customer area.",
    sentence: "Your session has ended. Sign in again.",
  },
  invalid_request: {
    status: 400,
    title: "Malformed request",
    advice: "The request could not be read: check the Authorization header is `Bearer <token>`, and the Host header and request target are well formed.",
    sentence: "The request could not be understood. Reload the page and try again.",
  },
  invalid_token: {
    status: 401,
    title: "Invalid access token",
    advice: "The token is unknown, expired or revoked. Create a new one under Access tokens and replace it in your integration.",
    sentence: "The access token is not valid any more. Create a new one on the Access tokens page.",
  },
  insufficient_scope: {
    status: 403,
    title: "Insufficient scope",
    advice: "The token lacks the scope the operation needs (named in the detail). Create a token with that scope.",
    sentence: askAnAdmin,
  },
  rate_limited: {
    status: 429,
    title: "Too many requests",
    advice: "Wait the number of seconds in the Retry-After header, then retry. If your integration needs more, request an extended limit on the token.",
    sentence: "Too many requests in a short time. Wait a minute, then try again.",
  },
  rate_limit_unavailable: { status: 503, title: "Service temporarily unavailable", advice: retryLater, sentence: "The service is busy. Wait a minute, then try again." },
  service_unavailable: { status: 503, title: "Service temporarily unavailable", advice: retryLater, sentence: "The service is briefly unavailable. Try again in a few minutes." },
  not_found: {
    status: 404,
    title: "Not found",
    advice: "There is no such resource for your account: check the id, and that the token belongs to the account that owns it.",
    sentence: "This item no longer exists, or belongs to another account. Reload the page to see the current list.",
    service: true,
  },
  method_not_allowed: {
    status: 405,
    title: "Method not allowed",
    advice: "Use one of the methods listed in the Allow header.",
    sentence: "This action is not available here. Reload the page and try again.",
  },
  not_acceptable: {
    status: 406,
    title: "Not acceptable",
    advice: "Ask for a representation the resource offers (named in the detail) in the Accept header, or leave Accept out.",
    sentence: "The request could not be answered in this form. Reload the page and try again.",
  },
  malformed_json: { status: 400, title: "Malformed JSON", advice: "Send a body that is valid JSON.", sentence: reloadAndRetry },
  unsupported_media_type: { status: 415, title: "Unsupported media type", advice: "Send the body as JSON with `Content-Type: application/json`.", sentence: reloadAndRetry },
  payload_too_large: {
    status: 413,
    title: "Payload too large",
    advice: "Send a smaller body; the limit is named in the detail.",
    sentence: "What you sent is too large. Shorten it and try again.",
  },
  request_headers_too_large: {
    status: 431,
    title: "Request headers too large",
    advice: "Send smaller headers: the server reads at most 16 KiB of them in all. A long Cookie or a header repeated by a proxy is the usual cause.",
    sentence: "What your browser sent is too large. Clear this site's cookies and try again.",
  },
  request_timeout: {
    status: 408,
    title: "Request timeout",
    advice: "Send the whole request promptly: the server stops waiting for the headers after a while, and for the body after a while more. Retry the request.",
    sentence: "The request took too long to arrive. Check your connection and try again.",
  },
  validation_failed: {
    status: 422,
    title: "Validation failed",
    advice: "Fix the fields listed in `errors`: each names the field (a JSON pointer) and what it must be.",
    sentence: "Some fields need attention: check the values marked and try again.",
    service: true,
  },
  internal_error: {
    status: 500,
    title: "Internal error",
    advice: "Something failed on our side. Retry later, and quote the `request_id` when contacting support.",
    sentence: "Something went wrong on our side. Try again; if it keeps failing, contact support with the details below.",
  },
  conflict: {
    status: 409,
    title: "Conflict",
    advice: "The request clashes with the resource's current state, for example a name already in use. Read the resource again and retry.",
    sentence: "This changed in the meantime. Reload the page to see the current state, then try again.",
    service: true,
  },
  invalid_credentials: {
    status: 401,
    title: "Invalid credentials",
    advice: "The email or password is wrong.",
    sentence: "The email or password is not right. Check them and try again.",
    service: true,
  },
  too_many_attempts: {
    status: 429,
    title: "Too many attempts",
    advice: "Too many attempts in a short time: wait a few minutes before trying again.",
    sentence: "Too many attempts in a short time. Wait a minute, then try again.",
    service: true,
  },
  forbidden: { status: 403, title: "Forbidden", advice: "Your account may not do this.", sentence: askAnAdmin, service: true },
  invalid_state_transition: {
    status: 409,
    title: "Invalid state transition",
    advice: "The resource cannot move to that state from the one it is in (for example resuming a sync that is not paused). Read its state first.",
    sentence: "This cannot be done in the item's current state. Reload the page to see its state.",
    service: true,
  },
  idempotency_key_reused: {
    status: 422,
    title: "Idempotency key reused",
    advice: "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
    sentence: "This request was already sent with other values. Reload the page and try again.",
    service: true,
  },
  invalid_cursor: {
    status: 400,
    title: "Invalid cursor",
    advice: "The cursor is not one this list handed out, or belongs to other filters. Start again from the first page.",
    sentence: "The list changed while you were scrolling. Press Refresh to start again from the newest entry.",
    service: true,
  },
  several_invoices_match: {
    status: 400,
    title: "Several invoices match",
    advice: "A PDF holds one invoice: add `period=YYYY-MM`, or fetch one invoice by its id.",
    sentence: "More than one invoice matches. Open the invoice from the Invoices page.",
  },
  unknown_api_version: {
    status: 400,
    title: "Unknown API version",
    advice:
      "The `Api-Version` header must name one of the dated versions of /v1 (`YYYY-MM-DD`), listed in the problem's `known_versions` and in the changelog. Leave the header out to use your account's default version.",
    sentence: "The request asked for a version of the API this server does not know. Reload the page and try again.",
  },
  invalid_signature: {
    status: 401,
    title: "Invalid signature",
    advice: "The report's signature headers are missing or do not verify with a published key.",
    sentence: "The request could not be verified. Reload the page and try again.",
  },
  replayed: {
    status: 409,
    title: "Report already received",
    advice: "This report was received already; nothing more is needed.",
    sentence: "This was received already; nothing more is needed.",
  },
} as const satisfies Record<string, ProblemCodeEntry>;

export type ProblemCode = keyof typeof problemCodes;

/** The codes services throw as AppError. */
export type ServiceErrorCode = { [Code in ProblemCode]: (typeof problemCodes)[Code] extends { service: true } ? Code : never }[ProblemCode];

export const serviceErrorCodes = (Object.keys(problemCodes) as ProblemCode[]).filter((code): code is ServiceErrorCode => "service" in problemCodes[code]);

/** The status, code and title a problem of `code` carries. */
export const problemHead = (code: ProblemCode) => ({ status: problemCodes[code].status, code, title: problemCodes[code].title });
