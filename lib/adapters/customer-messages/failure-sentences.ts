import { looksLikeDeveloperText } from "./developer-text";
import { fieldErrorSentence, issueKindOfZodCode } from "./field-messages";
import { problemSentence } from "./problem-messages";

// One entry point for the adapters that show failures to customers (the server-action
// wrapper): a code, a detail and field errors in, sentences out.

export interface FieldErrorText {
  pointer: string;
  detail: string;
}

export interface FailureInput {
  /** The problem or AppError code: kept for support, never shown as the message. */
  code?: string;
  /** What the service or the API wrote; shown only when it reads as a sentence for a customer. */
  detail?: string;
  fieldErrors?: FieldErrorText[];
}

export interface FailureSentences {
  error: string;
  fieldErrors?: FieldErrorText[];
}

/** A failure as the customer area shows it: a sentence, and one sentence per field. */
export function failureSentences({ code, detail, fieldErrors }: FailureInput): FailureSentences {
  const fields = fieldErrors?.map((item) => ({ pointer: item.pointer, detail: fieldErrorSentence(item.pointer, item.detail) }));
  const error =
    fields?.length && code === "validation_failed"
      ? problemSentence(code)
      : detail && !looksLikeDeveloperText(detail) && !GENERIC_DETAILS.has(detail)
        ? detail
        : problemSentence(code);
  return fields?.length ? { error, fieldErrors: fields } : { error };
}

/** zod issues (from parsing an action's input) as field errors in sentences; a schema's own sentence is kept. */
export function zodIssueSentences(issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[], base = ""): FieldErrorText[] {
  return issues.map((issue) => {
    const pointer = `#/${[base, ...issue.path.map(String)].filter(Boolean).join("/")}`;
    const missing = issue.code === "invalid_type" && /received undefined/i.test(issue.message);
    return { pointer, detail: fieldErrorSentence(pointer, issue.message, missing ? "required" : issueKindOfZodCode(issue.code)) };
  });
}

// Details the API writes for a whole class of failure: they tell a customer nothing the
// catalogue's sentence does not say better.
const GENERIC_DETAILS = new Set(["The request does not match the schema."]);
