import { ROOT_CONTEXT, SpanKind, trace } from "@opentelemetry/api";
import { SamplingDecision } from "@opentelemetry/sdk-trace-base";
import { afterAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../testing/free-port";
import { startOtlpReceiver, type OtlpReceiver } from "../../testing/otlp-receiver";
import { EdgeOrRatioSampler } from "./edge-or-ratio-sampler";
import { EDGE_SAMPLED_ROOT } from "./edge-sampling";

// A request's new trace is sampled by the edge before any span exists (edge-sampling.ts); the root
// sampler records exactly what the edge chose, and samples every other new trace by trace id.

const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";

describe("the root sampler", () => {
  it("records a trace the edge chose, whatever the ratio", () => {
    expect(new EdgeOrRatioSampler(0).shouldSample(EDGE_SAMPLED_ROOT, traceId).decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });

  it("samples any other new trace by its id at the ratio", () => {
    expect(new EdgeOrRatioSampler(0).shouldSample(ROOT_CONTEXT, traceId).decision).toBe(SamplingDecision.NOT_RECORD);
    expect(new EdgeOrRatioSampler(1).shouldSample(ROOT_CONTEXT, traceId).decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});

describe("the edge's choice, with the real SDK", () => {
  let otlp: OtlpReceiver | undefined;
  let stopTracing: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stopTracing?.();
    await otlp?.close();
    vi.unstubAllEnvs();
  });

  it("never samples while tracing is off, then samples at the configured ratio, and the SDK records what it chose", async () => {
    const port = await freePort();
    otlp = await startOtlpReceiver(port);
    // Read once, when env.ts loads: set before the modules below are loaded afresh.
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", `http://127.0.0.1:${port}`);
    vi.stubEnv("OTEL_TRACES_SAMPLER_RATIO", "0.25");
    vi.resetModules();
    const edge = await import("./edge-sampling");
    expect(Array.from({ length: 1000 }, () => edge.sampledAtEdge()).filter(Boolean)).toHaveLength(0);

    const tracing = await import("./tracing");
    expect(tracing.startTracing("api")).toBe(true);
    stopTracing = tracing.stopTracing;
    // 20 000 draws at 0.25: the share's standard deviation is 0.003, so ±0.03 is ten of them.
    const share = Array.from({ length: 20_000 }, () => edge.sampledAtEdge()).filter(Boolean).length / 20_000;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.28);

    const tracer = trace.getTracer("edge-sampling-test");
    const chosen = tracer.startSpan("GET /v1/modules", { kind: SpanKind.SERVER }, edge.EDGE_SAMPLED_ROOT);
    expect(chosen.isRecording()).toBe(true);
    expect(trace.getSpanContext(EDGE_SAMPLED_ROOT)).toBeUndefined();
    chosen.end();
  });
});
