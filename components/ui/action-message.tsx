"use client";

import type { SubmissionMessage } from "./use-form-submission";

/** The line beside a form's or a section's button that says what the last action did, or why it did not. */
export function ActionMessage({ message }: { message: SubmissionMessage | null }) {
  return (
    <p role="status" className={`text-sm ${message?.tone === "error" ? "text-red-700 dark:text-red-400" : "text-zinc-700 dark:text-zinc-300"}`}>
      {message?.text ?? ""}
    </p>
  );
}
