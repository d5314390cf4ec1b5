import { plainResponse } from "./plain-response";

/** A JSON success response; the pipeline (lib/adapters/api/middleware/answer-headers.ts) adds the request id and rate-limit headers. */
export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return plainResponse(JSON.stringify(body), init.status ?? 200, { "Content-Type": "application/json", ...init.headers });
}
