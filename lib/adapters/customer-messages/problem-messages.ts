// The /v1 problem codes and the services' AppError codes a customer can meet in the customer
// area, as sentences that say what happened and what to do. The API keeps its codes; the
// customer area shows these, with the code in a "Details" disclosure for support.

const PROBLEM_SENTENCES: Record<string, string> = {
  validation_failed: "Some fields need attention: check the values marked and try again.",
  invalid_request: "The request could not be understood. Reload the page and try again.",
  malformed_json: "The request could not be read. Reload the page and try again.",
  not_found: "This item no longer exists, or belongs to another account. Reload the page to see the current list.",
  conflict: "This changed in the meantime. Reload the page to see the current state, then try again.",
  invalid_state_transition: "This cannot be done in the item's current state. Reload the page to see its state.",
  idempotency_key_reused: "This request was already sent with other values. Reload the page and try again.",
  invalid_cursor: "The list changed while you were scrolling. Press Refresh to start again from the newest entry.",
  several_invoices_match: "More than one invoice matches. Open the invoice from the Invoices page.",
  unauthorized: "Your session has ended. Sign in again.",
  invalid_token: "The access token is not valid any more. Create a new one on the Access tokens page.",
  invalid_credentials: "The email or password is not right. Check them and try again.",
  insufficient_scope: "Your access does not allow this. Ask an admin of this account.",
  forbidden: "Your access does not allow this. Ask an admin of this account.",
  too_many_attempts: "Too many attempts in a short time. Wait a minute, then try again.",
  rate_limited: "Too many requests in a short time. Wait a minute, then try again.",
  rate_limit_unavailable: "The service is busy. Wait a minute, then try again.",
  payload_too_large: "What you sent is too large. Shorten it and try again.",
  unsupported_media_type: "The request could not be read. Reload the page and try again.",
  not_acceptable: "The request could not be answered in this form. Reload the page and try again.",
  method_not_allowed: "This action is not available here. Reload the page and try again.",
  platform_unavailable: "The cloud platform did not answer. Try again in a few minutes; if it keeps failing, contact support with the details below.",
  service_unavailable: "The service is briefly unavailable. Try again in a few minutes.",
  internal_error: "Something went wrong on our side. Try again; if it keeps failing, contact support with the details below.",
  account_changed: "You switched to another account in another tab. This page now shows that account.",
};

const FALLBACK = "Something went wrong. Try again; if it keeps failing, contact support with the details below.";

/** The sentence for a problem or AppError code; an unknown code gets a general sentence, never the code itself. */
export function problemSentence(code: string | undefined): string {
  return (code && PROBLEM_SENTENCES[code]) || FALLBACK;
}

/** Every code the catalogue covers: the unit test holds it to the API's own lists. */
export const problemCodesCovered = Object.keys(PROBLEM_SENTENCES);
