import type { Context } from "@opentelemetry/api";
import { SamplingDecision, TraceIdRatioBasedSampler, type Sampler, type SamplingResult } from "@opentelemetry/sdk-trace-base";
import { isSampledAtEdge } from "./edge-sampling";

/** The root sampler: the edge's choice where it made one, else the trace id at the ratio. */
export class EdgeOrRatioSampler implements Sampler {
  readonly #byTraceId: TraceIdRatioBasedSampler;

  constructor(ratio: number) {
    this.#byTraceId = new TraceIdRatioBasedSampler(ratio);
  }

  shouldSample(context: Context, traceId: string): SamplingResult {
    if (isSampledAtEdge(context)) return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    return this.#byTraceId.shouldSample(context, traceId);
  }

  toString(): string {
    return `EdgeOrRatioSampler{${this.#byTraceId.toString()}}`;
  }
}
