import { Writable } from "node:stream";
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detachedFromRequest, DRAW_IDS_WHEN_LOGGED, logCorrelation, withRequestId } from "./log-context";

// The logger's mixin: a line written inside a request or job carries its trace, span and request id.
describe("log lines joined to traces", () => {
  const contextManager = new AsyncLocalStorageContextManager();
  beforeAll(() => {
    context.setGlobalContextManager(contextManager.enable());
    trace.setGlobalTracerProvider(new BasicTracerProvider());
  });
  afterAll(() => {
    trace.disable();
    context.disable();
  });

  function capture() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()) });
    return { logger: pino({ mixin: logCorrelation }, stream), lines };
  }

  it("carries trace_id, span_id and request_id inside a request, across awaits", async () => {
    const { logger, lines } = capture();
    const tracer = trace.getTracer("test");
    await withRequestId("req_abc12345", () =>
      tracer.startActiveSpan("GET /v1/modules", async (span) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        logger.info("inside");
        span.end();
        return span.spanContext();
      }),
    ).then((spanContext) => {
      expect(lines[0]).toMatchObject({ msg: "inside", request_id: "req_abc12345", trace_id: spanContext.traceId, span_id: spanContext.spanId });
    });
  });

  it("carries a sampled-out request's span ids, which is not made active", () => {
    const { logger, lines } = capture();
    withRequestId("req_def67890", () => logger.info("unsampled"), { traceId: "a".repeat(32), spanId: "b".repeat(16) });
    expect(lines[0]).toMatchObject({ request_id: "req_def67890", trace_id: "a".repeat(32), span_id: "b".repeat(16) });
  });

  it("draws a sampled-out request's ids when a line first reads them, the same for every line after", () => {
    const { logger, lines } = capture();
    withRequestId("req_ghi24680", () => (logger.info("first"), logger.info("second")), DRAW_IDS_WHEN_LOGGED);
    withRequestId("req_jkl13579", () => logger.info("another request"), DRAW_IDS_WHEN_LOGGED);
    expect(lines[0]!.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(lines[0]!.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(lines[1]).toMatchObject({ trace_id: lines[0]!.trace_id, span_id: lines[0]!.span_id });
    expect(lines[2]!.trace_id).not.toBe(lines[0]!.trace_id);
  });

  it("carries none of them outside a request", () => {
    const { logger, lines } = capture();
    logger.info("outside");
    expect(lines[0]).not.toHaveProperty("trace_id");
    expect(lines[0]).not.toHaveProperty("request_id");
  });

  // A timer or socket keeps the context it was made in: the process's shared work, started by
  // whichever request came first, must not run (and log, and trace its statements) as that request.
  it("runs what is started detached from the request outside its trace and request id, later too", async () => {
    const seen = await withRequestId("req_mno11223", () =>
      trace.getTracer("test").startActiveSpan("GET /v1/modules", (span) => {
        const inside = { correlation: logCorrelation(), span: trace.getActiveSpan() };
        const later = detachedFromRequest(() => new Promise((resolve) => setTimeout(() => resolve({ correlation: logCorrelation(), span: trace.getActiveSpan() }), 5)));
        span.end();
        return Promise.all([inside, later]);
      }),
    );
    expect(seen[0]).toMatchObject({ correlation: { request_id: "req_mno11223" } });
    expect(seen[0].span).toBeDefined();
    expect(seen[1]).toEqual({ correlation: {}, span: undefined });
  });
});
