import { looksLikeDeveloperText } from "./developer-text";
import { fieldLabel } from "./field-labels";

// Validation issues as sentences: by field (what the field holds) and by kind of issue (what
// is wrong with it), so a customer reads "Enter a resource id as it appears on a resource's
// page, like mod_…" rather than the pattern the API checks it against.

/** What a field holds, for the "not in the right format" kind. */
const FORMAT_HINTS: Record<string, string> = {
  "Resource id": "Enter a resource id as it appears on the resource's page or in the audit log, such as mod_… or wh_….",
  Actor: "Choose an actor from the list.",
  From: "Enter a day like 23 Nov 2026.",
  To: "Enter a day like 23 Nov 2026.",
  "Endpoint URL": "Enter the full address of your endpoint, starting with https://.",
  Name: "Use letters, digits, spaces and simple punctuation.",
};

/** The kinds of issue a customer can meet, whatever produced them (zod here or the /v1 API). */
export type FieldIssueKind = "required" | "too_long" | "too_short" | "format" | "choice" | "unknown_field" | "other";

/** zod 4 issue codes → the kind of issue a customer understands. */
export function issueKindOfZodCode(code: string): FieldIssueKind {
  switch (code) {
    case "invalid_type":
      return "format";
    case "too_big":
      return "too_long";
    case "too_small":
      return "too_short";
    case "invalid_format":
      return "format";
    case "invalid_value":
    case "invalid_union":
      return "choice";
    case "unrecognized_keys":
      return "unknown_field";
    default:
      return "other";
  }
}

/** The kind of issue from the text the /v1 API wrote (its `errors[].detail`), where the zod code is gone. */
function issueKindOfDetail(detail: string): FieldIssueKind {
  if (/required|received undefined/i.test(detail)) return "required";
  if (/too big|at most|too long|must not exceed/i.test(detail)) return "too_long";
  if (/too small|at least|too short|must not be empty/i.test(detail)) return "too_short";
  if (/pattern|invalid string|invalid (email|url|uuid|iso)|format/i.test(detail)) return "format";
  if (/invalid option|expected one of|invalid enum/i.test(detail)) return "choice";
  if (/unknown field|unrecognized key/i.test(detail)) return "unknown_field";
  return "other";
}

/** One sentence per issue, naming the field and saying what to enter instead. */
function fieldIssueSentence(path: string | readonly PropertyKey[], kind: FieldIssueKind): string {
  const label = fieldLabel(path);
  const named = label.charAt(0).toLowerCase() + label.slice(1);
  switch (kind) {
    case "required":
      return `Fill in the ${named}.`;
    case "too_long":
      return `The ${named} is too long: shorten it.`;
    case "too_short":
      return `The ${named} is too short.`;
    case "format":
      return FORMAT_HINTS[label] ?? `The ${named} is not in the right form: check it and try again.`;
    case "choice":
      return `Choose the ${named} from the options offered.`;
    case "unknown_field":
      return `The form sent a field it does not take (${named}): reload the page and try again.`;
    default:
      return `Check the ${named} and try again.`;
  }
}

/**
 * A field error for a customer: a service's own sentence is kept when it is one ("Must be an
 * https URL."), anything that reads as developer text is replaced by the catalogue's sentence.
 */
export function fieldErrorSentence(pointer: string, detail: string, kind: FieldIssueKind = issueKindOfDetail(detail)): string {
  if (!looksLikeDeveloperText(detail)) return detail;
  return fieldIssueSentence(pointer, kind);
}
