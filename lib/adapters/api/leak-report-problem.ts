import type { LeakReportRefused, LeakReportRefusalCode } from "../../domains/secret-scanning/handle-leak-report";
import type { ProblemInit } from "./problem";

// The same statuses and problem titles as /v1 for the codes both use, so one client-side error
// handler reads either.
const answers: Record<LeakReportRefusalCode, { status: number; title: string }> = {
  malformed_json: { status: 400, title: "Malformed JSON" },
  invalid_signature: { status: 401, title: "Invalid signature" },
  replayed: { status: 409, title: "Report already received" },
  payload_too_large: { status: 413, title: "Payload too large" },
  validation_failed: { status: 422, title: "Validation failed" },
};

/** A refused leak report as the RFC 9457 problem every other endpoint answers with. */
export function leakReportProblem(refusal: LeakReportRefused): ProblemInit {
  return { ...answers[refusal.code], code: refusal.code, detail: refusal.message };
}
