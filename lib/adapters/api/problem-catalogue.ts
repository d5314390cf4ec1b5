import type { ProblemInit } from "./problem";
import { appErrorStatus, problems } from "./problems";

// Every problem code a client can meet, for the errors page (app/docs/errors) that problem
// `type` URIs point at. Built from the problem catalogue in problems.ts (each called with
// sample arguments, since each is a function of what went wrong) and the AppError statuses, so
// a code added there shows up here; the advice below is what the page adds to it.

export interface ProblemCatalogueEntry {
  code: string;
  status: number;
  title: string;
  advice: string;
}

/** Problems answered outside the /v1 catalogue: the invoice PDF query and the secret scanning endpoint. */
const otherProblems: Pick<ProblemInit, "code" | "status" | "title">[] = [
  { code: "several_invoices_match", status: 400, title: "Several invoices match" },
  { code: "invalid_signature", status: 401, title: "Invalid signature" },
  { code: "replayed", status: 409, title: "Report already received" },
];

/** What a client should do about each code. A test checks that every code has one. */
const problemAdvice: Record<string, string> = {
  unauthorized: "Send an access token in the Authorization header as `Bearer <token>`. Create tokens under Access tokens in the customer area.",
  invalid_request: "The request could not be read: check the Authorization header is `Bearer <token>`, and the Host header and request target are well formed.",
  invalid_token: "The token is unknown, expired or revoked. Create a new one under Access tokens and replace it in your integration.",
  insufficient_scope: "The token lacks the scope the operation needs (named in the detail). Create a token with that scope.",
  rate_limited: "Wait the number of seconds in the Retry-After header, then retry. If your integration needs more, request an extended limit on the token.",
  rate_limit_unavailable: "Nothing was processed. Retry after the seconds in the Retry-After header.",
  service_unavailable: "Nothing was processed. Retry after the seconds in the Retry-After header.",
  not_found: "There is no such resource for your account: check the id, and that the token belongs to the account that owns it.",
  method_not_allowed: "Use one of the methods listed in the Allow header.",
  not_acceptable: "Ask for a representation the resource offers (named in the detail) in the Accept header, or leave Accept out.",
  malformed_json: "Send a body that is valid JSON.",
  unsupported_media_type: "Send the body as JSON with `Content-Type: application/json`.",
  payload_too_large: "Send a smaller body; the limit is named in the detail.",
  validation_failed: "Fix the fields listed in `errors`: each names the field (a JSON pointer) and what it must be.",
  internal_error: "Something failed on our side. Retry later, and quote the `request_id` when contacting support.",
  conflict: "The request clashes with the resource's current state, for example a name already in use. Read the resource again and retry.",
  invalid_credentials: "The email or password is wrong.",
  too_many_attempts: "Too many attempts in a short time: wait a few minutes before trying again.",
  forbidden: "Your account may not do this.",
  invalid_state_transition: "The resource cannot move to that state from the one it is in (for example resuming a sync that is not paused). Read its state first.",
  idempotency_key_reused: "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
  invalid_cursor: "The cursor is not one this list handed out, or belongs to other filters. Start again from the first page.",
  several_invoices_match: "A PDF holds one invoice: add `period=YYYY-MM`, or fetch one invoice by its id.",
  invalid_signature: "The report's signature headers are missing or do not verify with a published key.",
  replayed: "This report was received already; nothing more is needed.",
};

const sampled: ProblemInit[] = [
  problems.missingToken(),
  problems.malformedAuthorization(),
  problems.invalidToken("The token has expired."),
  problems.insufficientScope("write"),
  problems.rateLimited(60),
  problems.rateLimitUnavailable(),
  problems.databaseUnavailable(),
  problems.notFound(),
  problems.methodNotAllowed("PUT", ["GET"]),
  problems.notAcceptable(["application/json"]),
  problems.malformedJson(),
  problems.unsupportedMediaType(),
  problems.payloadTooLarge(1024),
  problems.validationFailed([]),
  problems.malformedRequest(),
  problems.internal(),
];

function buildCatalogue(): ProblemCatalogueEntry[] {
  const byCode = new Map<string, ProblemCatalogueEntry>();
  const add = ({ code, status, title }: Pick<ProblemInit, "code" | "status" | "title">) => {
    // The first title wins where two problems share a code (invalid_request).
    if (!byCode.has(code)) byCode.set(code, { code, status, title, advice: problemAdvice[code] ?? "" });
  };
  sampled.forEach(add);
  Object.entries(appErrorStatus).forEach(([code, { status, title }]) => add({ code, status, title }));
  otherProblems.forEach(add);
  return [...byCode.values()].sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

export const problemCatalogue: ProblemCatalogueEntry[] = buildCatalogue();
