import { problemCodes } from "../../platform/schemas/problem-codes";

// The /v1 problem codes and the services' AppError codes a customer can meet in the customer
// area, as sentences that say what happened and what to do (each code's `sentence` in
// lib/platform/schemas/problem-codes.ts). The API keeps its codes; the customer area shows these,
// with the code in a "Details" disclosure for support.

/** Codes that are not problems: a module's last error, and an action's refusal after an account switch. */
const OTHER_SENTENCES: Record<string, string> = {
  platform_unavailable: "The cloud platform did not answer. Try again in a few minutes; if it keeps failing, contact support with the details below.",
  account_changed: "You switched to another account in another tab. This page now shows that account.",
};

const FALLBACK = "Something went wrong. Try again; if it keeps failing, contact support with the details below.";

/** The sentence for a problem or AppError code; an unknown code gets a general sentence, never the code itself. */
export function problemSentence(code: string | undefined): string {
  if (!code) return FALLBACK;
  if (Object.hasOwn(problemCodes, code)) return problemCodes[code as keyof typeof problemCodes].sentence;
  return OTHER_SENTENCES[code] ?? FALLBACK;
}

/** Every code the catalogue covers: the unit test holds it to the API's own lists. */
export const problemCodesCovered = [...Object.keys(problemCodes), ...Object.keys(OTHER_SENTENCES)];
