import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { trace } from "@opentelemetry/api";

// What joins a log line to its request or job: the trace and span it was written in, and the
// request id (a /v1 request's X-Request-Id, or the job's own id for background work).

interface SpanIds {
  traceId: string;
  spanId: string;
}

interface LogContext {
  requestId: string;
  /** The ids of a request that is not recorded (sampled out), which has no active span. */
  unrecordedSpan?: SpanIds | undefined;
}

const logContexts = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `requestId` (and, for a request sampled out, its ids) on every log line written inside it. */
export function withRequestId<T>(requestId: string, work: () => T, unrecordedSpan?: SpanIds): T {
  return logContexts.run({ requestId, unrecordedSpan }, work);
}

/**
 * Trace and span ids for a request sampled out before any span was made (trace-request.ts),
 * drawn when a log line first reads them: most requests write none, and then pay nothing.
 */
export function idsMadeWhenLogged(): SpanIds {
  let ids: SpanIds | undefined;
  const made = () => (ids ??= { traceId: randomBytes(16).toString("hex"), spanId: randomBytes(8).toString("hex") });
  return {
    get traceId() {
      return made().traceId;
    },
    get spanId() {
      return made().spanId;
    },
  };
}

/** pino's mixin: the fields each line carries inside a request or job, none outside. */
export function logCorrelation(): Record<string, string> {
  const fields: Record<string, string> = {};
  const logContext = logContexts.getStore();
  if (logContext) {
    fields.request_id = logContext.requestId;
    if (logContext.unrecordedSpan) {
      fields.trace_id = logContext.unrecordedSpan.traceId;
      fields.span_id = logContext.unrecordedSpan.spanId;
    }
  }
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (spanContext) {
    fields.trace_id = spanContext.traceId;
    fields.span_id = spanContext.spanId;
  }
  return fields;
}
