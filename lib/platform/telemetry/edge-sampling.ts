import { createContextKey, ROOT_CONTEXT, type Context } from "@opentelemetry/api";
import { env } from "../env";
import { processGlobal } from "../process-globals";

// A request that starts a new trace is sampled or not before any span exists, by the edge
// (lib/adapters/api/middleware/trace-request.ts), at the configured ratio: the nine in ten it
// leaves out then cost nothing of the SDK's (no span, no ids, no sampler call). The ones it
// keeps start their span under a context that says so, and the root sampler
// (edge-or-ratio-sampler.ts) records them; every other new trace (worker jobs, pages) is sampled
// by trace id at the same ratio. This file loads no SDK: the edge app imports it, traced or not.

const SAMPLED_AT_EDGE = createContextKey("module-integrations.sampled-at-edge");

/** The context a request chosen by `sampledAtEdge` starts its span under: a new trace, to be recorded. */
export const EDGE_SAMPLED_ROOT: Context = ROOT_CONTEXT.setValue(SAMPLED_AT_EDGE, true);

// The process's SDK, once tracing.ts has started it (read here without loading the SDK).
const tracingSdk = processGlobal<unknown>("tracingSdk");

/** Whether this process traces (OTEL_EXPORTER_OTLP_ENDPOINT set and the SDK started). */
export const tracingStarted = (): boolean => tracingSdk.get() !== undefined;

/** Whether a request that starts a new trace is to be recorded: never when tracing is off, else at the ratio. */
export function sampledAtEdge(): boolean {
  return tracingStarted() && Math.random() < env.OTEL_TRACES_SAMPLER_RATIO;
}

/** Whether the edge chose to record the request `context` starts (the root sampler asks). */
export const isSampledAtEdge = (context: Context): boolean => context.getValue(SAMPLED_AT_EDGE) === true;
