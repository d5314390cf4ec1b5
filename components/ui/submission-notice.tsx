import { Notice } from "./notice";
import type { SubmissionMessage } from "./use-form-submission";

/** A form's message boxed above its fields: a refusal as an alert, a success as a status. */
export function SubmissionNotice({ message }: { message: SubmissionMessage | null }) {
  if (!message) return null;
  return message.tone === "error" ? (
    <Notice tone="danger" role="alert">
      {message.text}
    </Notice>
  ) : (
    <Notice tone="success" role="status">
      {message.text}
    </Notice>
  );
}
