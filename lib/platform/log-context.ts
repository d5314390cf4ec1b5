import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { context as traceContext, ROOT_CONTEXT, trace } from "@opentelemetry/api";

// What joins a log line to its request or job: the trace and span it was written in, and the
// request id (a /v1 request's X-Request-Id, or the job's own id for background work).

interface SpanIds {
  traceId: string;
  spanId: string;
}

/** For a request sampled out before any span was made (trace-request.ts): ids drawn when a line is first written. */
export const DRAW_IDS_WHEN_LOGGED = "draw when logged";

interface LogContext {
  requestId: string;
  /** The ids of a request that is not recorded (sampled out), which has no active span; drawn on first use where so marked. */
  unrecordedSpan: SpanIds | typeof DRAW_IDS_WHEN_LOGGED | undefined;
}

const logContexts = new AsyncLocalStorage<LogContext>();

/**
 * Runs `work` with `requestId` (and, for a request sampled out, its ids) on every log line written
 * inside it. DRAW_IDS_WHEN_LOGGED: most requests write no line, and then pay nothing for ids.
 */
export function withRequestId<T>(requestId: string, work: () => T, unrecordedSpan?: SpanIds | typeof DRAW_IDS_WHEN_LOGGED): T {
  return logContexts.run({ requestId, unrecordedSpan }, work);
}

/**
 * Runs `start` outside any request or job, for what a request starts on first use but the whole
 * process then shares: a pool, the LISTEN session, a flush timer. Timers and sockets keep the
 * context they were made in, so one made inside a request would log every later flush with that
 * request's id and trace its statements as that request's (whose span ended long before).
 */
export function detachedFromRequest<T>(start: () => T): T {
  return traceContext.with(ROOT_CONTEXT, () => logContexts.exit(start));
}

/** pino's mixin: the fields each line carries inside a request or job, none outside. */
export function logCorrelation(): Record<string, string> {
  const fields: Record<string, string> = {};
  const logContext = logContexts.getStore();
  if (logContext) {
    fields.request_id = logContext.requestId;
    if (logContext.unrecordedSpan === DRAW_IDS_WHEN_LOGGED) {
      // Drawn once, for every later line of the request alike.
      logContext.unrecordedSpan = { traceId: randomBytes(16).toString("hex"), spanId: randomBytes(8).toString("hex") };
    }
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
