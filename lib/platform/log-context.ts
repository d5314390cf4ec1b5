import { AsyncLocalStorage } from "node:async_hooks";
import { trace } from "@opentelemetry/api";

// What joins a log line to its request or job: the trace and span it was written in, and the
// request id (a /v1 request's X-Request-Id, or the job's own id for background work).

interface LogContext {
  requestId: string;
  /** The ids of a request's span that is not recorded (sampled out), which is then not made active. */
  traceId?: string;
  spanId?: string;
}

const logContexts = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `requestId` (and, for a span sampled out, its ids) on every log line written inside it. */
export function withRequestId<T>(requestId: string, work: () => T, unrecordedSpan?: { traceId: string; spanId: string }): T {
  return logContexts.run({ requestId, ...unrecordedSpan }, work);
}

/** pino's mixin: the fields each line carries inside a request or job, none outside. */
export function logCorrelation(): Record<string, string> {
  const fields: Record<string, string> = {};
  const logContext = logContexts.getStore();
  if (logContext) {
    fields.request_id = logContext.requestId;
    if (logContext.traceId && logContext.spanId) {
      fields.trace_id = logContext.traceId;
      fields.span_id = logContext.spanId;
    }
  }
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (spanContext) {
    fields.trace_id = spanContext.traceId;
    fields.span_id = spanContext.spanId;
  }
  return fields;
}
