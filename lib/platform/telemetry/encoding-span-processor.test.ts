import { diag, DiagLogLevel, ROOT_CONTEXT, trace, TraceFlags } from "@opentelemetry/api";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../testing/free-port";
import { startOtlpReceiver, type OtlpReceiver } from "../../testing/otlp-receiver";
import { EncodingSpanProcessor, type EncodingSpanProcessorOptions } from "./encoding-span-processor";

// The span processor encodes finished spans in groups as they end and sends the groups held as
// one OTLP/HTTP JSON request; a real receiver decodes what arrives.

let otlp: OtlpReceiver | undefined;
let provider: BasicTracerProvider | undefined;
afterEach(async () => {
  await provider?.shutdown();
  await otlp?.close();
  diag.disable();
});

async function tracerSendingTo(options: Omit<EncodingSpanProcessorOptions, "url">) {
  const port = await freePort();
  otlp = await startOtlpReceiver(port);
  const processor = new EncodingSpanProcessor({ url: `http://127.0.0.1:${port}/v1/traces`, sendEveryMs: 60_000, ...options });
  provider = new BasicTracerProvider({ resource: resourceFromAttributes({ "service.name": "encoding-test" }), spanProcessors: [processor] });
  return { tracer: provider.getTracer("encoding-test"), processor };
}

describe("the encoding span processor", () => {
  it("sends every finished span, encoded in groups and any left waiting, as one request with their names, attributes and resource", async () => {
    const { tracer, processor } = await tracerSendingTo({ encodeEvery: 32 });
    // 70 spans: two full groups and six waiting when the flush comes.
    for (let index = 0; index < 70; index++) tracer.startSpan(`span ${index}`, { attributes: { index } }).end();
    await processor.forceFlush();
    expect(otlp!.exports).toBe(1);
    expect(otlp!.spans.map((span) => span.name)).toEqual(Array.from({ length: 70 }, (_, index) => `span ${index}`));
    expect(otlp!.spans.map((span) => Number(span.attributes.index))).toEqual(Array.from({ length: 70 }, (_, index) => index));
    expect(new Set(otlp!.spans.map((span) => span.service))).toEqual(new Set(["encoding-test"]));
  });

  it("keeps a child's parent and trace across groups", async () => {
    const { tracer, processor } = await tracerSendingTo({ encodeEvery: 1 });
    const parent = tracer.startSpan("parent");
    tracer.startSpan("child", {}, trace.setSpan(ROOT_CONTEXT, parent)).end();
    parent.end();
    await processor.forceFlush();
    const [child, received] = otlp!.spans;
    expect(child!.name).toBe("child");
    expect(child!.parentSpanId).toBe(received!.spanId);
    expect(child!.traceId).toBe(received!.traceId);
    expect(received!.spanId).toBe(parent.spanContext().spanId);
  });

  it("sends nothing for a span not sampled, and no request when nothing was", async () => {
    const { tracer, processor } = await tracerSendingTo({});
    const unsampled = trace.setSpanContext(ROOT_CONTEXT, { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7", traceFlags: TraceFlags.NONE });
    tracer.startSpan("left out", {}, unsampled).end();
    await processor.forceFlush();
    expect(otlp!.exports).toBe(0);
    expect(otlp!.spans).toEqual([]);
  });

  it("holds at most its room between sends: past it new spans are dropped and said so, the next send has room again", async () => {
    const warnings: string[] = [];
    diag.setLogger({ warn: (message: string) => warnings.push(message), error: () => {}, info: () => {}, debug: () => {}, verbose: () => {} }, DiagLogLevel.WARN);
    const { tracer, processor } = await tracerSendingTo({ encodeEvery: 4, maxHeldSpans: 10 });
    for (let index = 0; index < 15; index++) tracer.startSpan(`first ${index}`).end();
    await processor.forceFlush();
    expect(otlp!.spans.map((span) => span.name)).toEqual(Array.from({ length: 10 }, (_, index) => `first ${index}`));
    expect(warnings.some((message) => message.includes("Dropped 5 spans"))).toBe(true);
    for (let index = 0; index < 3; index++) tracer.startSpan(`second ${index}`).end();
    await processor.forceFlush();
    expect(otlp!.spans.slice(10).map((span) => span.name)).toEqual(["second 0", "second 1", "second 2"]);
    expect(otlp!.exports).toBe(2);
  });

  it("sends what it holds on its own every sendEveryMs, and at shutdown", async () => {
    const { tracer, processor } = await tracerSendingTo({ sendEveryMs: 100 });
    tracer.startSpan("on time").end();
    const deadline = Date.now() + 5_000;
    while (otlp!.spans.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(otlp!.spans.map((span) => span.name)).toEqual(["on time"]);
    tracer.startSpan("at shutdown").end();
    await processor.shutdown();
    expect(otlp!.spans.map((span) => span.name)).toEqual(["on time", "at shutdown"]);
  });
});
