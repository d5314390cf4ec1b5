import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from "@opentelemetry/api";

// The app's own spans (requests, outbox hand-off, jobs). Without a started SDK the API's no-op
// tracer makes each of these a pass-through.
const tracer = trace.getTracer("module-integrations");

export interface SpanOptions {
  attributes?: Attributes;
  kind?: SpanKind;
  /** The context to start under; default the active one. */
  parent?: Context;
}

/** Runs `work` inside a new span that ends with it, marked as an error if it throws. */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes: options.attributes, kind: options.kind }, options.parent ?? context.active(), async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? { name: error.name, message: error.message } : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The active span's W3C traceparent, to store beside work handed to another process (the outbox); null when untraced. */
export function currentTraceParent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context a stored or received traceparent names; a fresh root when there is none. */
export function contextFromTraceParent(traceParent: string | null | undefined): Context {
  if (!traceParent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent: traceParent });
}

export { SpanKind };
