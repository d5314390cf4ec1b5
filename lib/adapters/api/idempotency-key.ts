import { problems } from "./problems";
import { ProblemError } from "./problem";

/** The `Idempotency-Key` header, if sent: 1–255 visible ASCII characters, else a 422. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new ProblemError(problems.validationFailed([{ pointer: "#/headers/Idempotency-Key", detail: "Must be 1 to 255 visible ASCII characters." }]));
  }
  return key;
}
