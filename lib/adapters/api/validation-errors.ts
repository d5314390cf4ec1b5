import type { z } from "zod";
import type { FieldError } from "../../platform/errors/app-error";
import { escapePointerSegment } from "../../platform/http/json-pointer";

/** zod issues as RFC 9457 `errors[]`, each with a JSON pointer into the input under `base`. */
export function fieldErrorsFrom(error: z.ZodError, base: string): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = [base, ...issue.path.map(escapePointerSegment)].filter(Boolean).join("/");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ pointer: `#/${[path, escapePointerSegment(key)].filter(Boolean).join("/")}`, detail: "Unknown field: it is not part of this operation." }));
    }
    return [{ pointer: `#/${path}`.replace(/\/$/, ""), detail: issue.message }];
  });
}
