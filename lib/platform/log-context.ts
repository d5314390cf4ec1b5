import { AsyncLocalStorage } from "node:async_hooks";
import { trace } from "@opentelemetry/api";

// What joins a log line to its request or job: the trace and span it was written in, and the
// request id (a /v1 request's X-Request-Id, or the job's own id for background work).
const requestIds = new AsyncLocalStorage<string>();

/** Runs `work` with `requestId` on every log line written inside it. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestIds.run(requestId, work);
}

/** pino's mixin: the fields each line carries inside a request or job, none outside. */
export function logCorrelation(): Record<string, string> {
  const fields: Record<string, string> = {};
  const requestId = requestIds.getStore();
  if (requestId) fields.request_id = requestId;
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (spanContext) {
    fields.trace_id = spanContext.traceId;
    fields.span_id = spanContext.spanId;
  }
  return fields;
}
