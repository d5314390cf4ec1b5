import { context, diag, TraceFlags } from "@opentelemetry/api";
import { suppressTracing } from "@opentelemetry/core";
import { OTLPExporterBase } from "@opentelemetry/otlp-exporter-base";
import { convertLegacyHttpOptions, createOtlpHttpExportDelegate } from "@opentelemetry/otlp-exporter-base/node-http";
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import type { ReadableSpan, SpanProcessor } from "@opentelemetry/sdk-trace-base";

// The BatchSpanProcessor's job (finished spans exported over OTLP/HTTP JSON once a second), with
// one difference: spans are encoded a group at a time (`encodeEvery`) as they finish, and what
// waits to be sent is their bytes. The SDK's processor holds the span objects themselves (each
// with its attributes, times, context and resource links) until the batch leaves, up to a second
// later: under load they outlived several young-generation collections, copied at each, and the
// GC's helper threads paid for it. Encoded within milliseconds, a span's objects die young.
// Measured inside one process (scripts/bench/sampled-request-cost.ts), a sampled request's extra
// CPU over one left out fell by about a quarter. The bytes are the official JSON serializer's
// (otlp-transformer) and travel through the official OTLP/HTTP delegate (otlp-exporter-base: the
// endpoint, OTEL_EXPORTER_OTLP_* headers and compression, timeouts, retries). An
// ExportTraceServiceRequest may carry several ResourceSpans for one resource, so a batch is its
// groups' `resourceSpans` lists joined.

export interface EncodingSpanProcessorOptions {
  /** The OTLP/HTTP traces endpoint (…/v1/traces). */
  url: string;
  /** Spans encoded together. Default 32: at 10 % sampling, a loaded server's spans of some 20 ms, shorter than the time between its young-generation collections. */
  encodeEvery?: number;
  /** Finished spans held at most, waiting or encoded (the BatchSpanProcessor's maxQueueSize, 2048); past it new ones are dropped and counted. */
  maxHeldSpans?: number;
  /** How often what is held is sent (the BatchSpanProcessor's scheduledDelayMillis as configured before, 1 s). */
  sendEveryMs?: number;
}

const encoder = new TextEncoder();
const openingBytes = encoder.encode('{"resourceSpans":[');
const closingBytes = encoder.encode("]}");
const comma = encoder.encode(",");

/** One group's spans: the inside of its request's `resourceSpans` list, as UTF-8. */
interface EncodedGroup {
  bytes: Uint8Array;
  spans: number;
}

/** The groups as one ExportTraceServiceRequest. */
function joinGroups(groups: EncodedGroup[]): Uint8Array {
  const parts: Uint8Array[] = [openingBytes];
  groups.forEach((group, index) => parts.push(...(index ? [comma] : []), group.bytes));
  parts.push(closingBytes);
  return Buffer.concat(parts);
}

/** Whether `request` is exactly `{"resourceSpans":[…]}`, the one shape whose lists can be joined. */
function isRequestOfLists(request: Uint8Array): boolean {
  const starts = openingBytes.every((byte, index) => request[index] === byte);
  const ends = closingBytes.every((byte, index) => request[request.length - closingBytes.length + index] === byte);
  return starts && ends;
}

const groupSerializer = {
  serializeRequest: (groups: EncodedGroup[]) => joinGroups(groups),
  deserializeResponse: JsonTraceSerializer.deserializeResponse,
};

export class EncodingSpanProcessor implements SpanProcessor {
  private waiting: ReadableSpan[] = [];
  private groups: EncodedGroup[] = [];
  private held = 0;
  private dropped = 0;
  private readonly exporter: OTLPExporterBase<EncodedGroup[]>;
  private readonly timer: NodeJS.Timeout;
  private readonly encodeEvery: number;
  private readonly maxHeldSpans: number;

  constructor({ url, encodeEvery = 32, maxHeldSpans = 2048, sendEveryMs = 1000 }: EncodingSpanProcessorOptions) {
    this.encodeEvery = encodeEvery;
    this.maxHeldSpans = maxHeldSpans;
    const options = convertLegacyHttpOptions({ url }, "TRACES", "v1/traces", { "Content-Type": "application/json" });
    // The delegate's self-observability counts spans (it has no meter here, so it records nothing).
    const countSpans = { name: "span" as const, countItems: (groups: EncodedGroup[]) => groups.reduce((sum, group) => sum + group.spans, 0) };
    this.exporter = new OTLPExporterBase(createOtlpHttpExportDelegate(options, groupSerializer, "otlp_http_span_exporter", countSpans, undefined));
    this.timer = setInterval(() => void this.send(), sendEveryMs).unref();
  }

  onStart(): void {}

  onEnd(span: ReadableSpan): void {
    if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return;
    if (this.held >= this.maxHeldSpans) {
      this.dropped += 1;
      return;
    }
    this.held += 1;
    this.waiting.push(span);
    if (this.waiting.length >= this.encodeEvery) this.encodeWaiting();
  }

  private encodeWaiting(): void {
    if (!this.waiting.length) return;
    const spans = this.waiting;
    this.waiting = [];
    const request = JsonTraceSerializer.serializeRequest(spans);
    if (!request || !isRequestOfLists(request)) {
      // Not the shape joinGroups relies on (a later serializer's?): dropped and said, never sent corrupt.
      diag.error(`Dropped ${spans.length} spans: their OTLP JSON is not {"resourceSpans":[…]}`);
      this.held -= spans.length;
      return;
    }
    this.groups.push({ bytes: request.subarray(openingBytes.length, request.length - closingBytes.length), spans: spans.length });
  }

  /** Encodes what waits and sends every group held, as one request. */
  private send(): Promise<void> {
    this.encodeWaiting();
    if (this.dropped) {
      diag.warn(`Dropped ${this.dropped} spans because ${this.maxHeldSpans} were waiting to be sent`);
      this.dropped = 0;
    }
    if (!this.groups.length) return Promise.resolve();
    const groups = this.groups;
    this.groups = [];
    this.held = 0;
    // The export's own HTTP request is not traced.
    return new Promise((resolve) => context.with(suppressTracing(context.active()), () => this.exporter.export(groups, () => resolve())));
  }

  forceFlush(): Promise<void> {
    return this.send();
  }

  async shutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.send();
    await this.exporter.shutdown();
  }
}
