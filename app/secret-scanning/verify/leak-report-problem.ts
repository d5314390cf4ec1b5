import type { ProblemInit } from "@/lib/adapters/api/problem";
import type { LeakReportRefusal } from "@/lib/domains/secret-scanning/handle-leak-report";

// The same problem titles as /v1 for the codes both use, so one client-side error handler
// reads either.
const titles: Record<LeakReportRefusal["code"], string> = {
  malformed_json: "Malformed JSON",
  invalid_signature: "Invalid signature",
  replayed: "Report already received",
  payload_too_large: "Payload too large",
  validation_failed: "Validation failed",
};

/** A refused leak report as the RFC 9457 problem every other endpoint answers with. */
export function leakReportProblem(refusal: LeakReportRefusal): ProblemInit {
  return { status: refusal.status, code: refusal.code, title: titles[refusal.code], detail: refusal.detail };
}
