import { createRequire } from "node:module";
import { NodeSDK } from "@opentelemetry/sdk-node";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { IORedisInstrumentation } from "@opentelemetry/instrumentation-ioredis";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, ParentBasedSampler } from "@opentelemetry/sdk-trace-base";
import { env } from "../env";
import { processGlobal } from "../process-globals";
import { EdgeOrRatioSampler } from "./edge-or-ratio-sampler";

// Traces, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT; with no endpoint no SDK is
// started at all, so an untraced process pays nothing. The instrumentations patch `pg`,
// `ioredis` and `node:http` as require-in-the-middle sees them required (as Next's server bundles
// load their externals). The server entry points (esbuild bundles, every package external) load
// the app with `import`, which require-in-the-middle never sees, so they have tracing require
// those modules first (`preloadInstrumented`): the instrumentations patch their prototypes and
// functions in place, and the app's later `import` is given the same module from require's
// cache. Not import-in-the-middle's loader hook, which they used until 2026-11-30: loading
// modules through it invalidates V8's ArrayBufferDetaching protector, so from then on every
// typed-array access of the process's optimised code (buffers, parsers) checks for a detached
// buffer (`--trace-protector-invalidation` shows it; e2e/observability.spec.ts checks it is not).

// One SDK per process, whichever copy of this file started it (process-globals.ts).
const started = processGlobal<NodeSDK>("tracingSdk");

/**
 * Starts tracing for this process once; true when it is on. `preloadInstrumented`: the caller
 * loads the app by `import` afterwards (the server entry points), so the modules the
 * instrumentations name are required here first, patched, for that import to find.
 */
export function startTracing(processName: string, options: { preloadInstrumented?: boolean } = {}): boolean {
  if (started.get()) return true;
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return false;
  const instrumentations = [
    new HttpInstrumentation(incomingRequests(processName)),
    // Statement text with $n placeholders and the prepared statement's name, never the values.
    new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    // The command name alone: arguments are keys that can hold token hashes or addresses.
    new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
  ];
  const sdk = new NodeSDK({
    autoDetectResources: false,
    resource: resourceFromAttributes({ "service.name": `module-integrations-${processName}` }),
    // Parent-based: a trusted caller's or an outbox event's decision is followed; new traces are
    // sampled at the ratio, a request's by the edge before its span starts (edge-sampling.ts).
    sampler: new ParentBasedSampler({ root: new EdgeOrRatioSampler(env.OTEL_TRACES_SAMPLER_RATIO) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, "")}/v1/traces` }), { scheduledDelayMillis: 1000 })],
    // Metrics are prom-client's (metrics.ts) and logs are pino's: the SDK exports neither.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations,
  });
  sdk.start();
  started.set(sdk);
  if (options.preloadInstrumented) requireInstrumentedModules(instrumentations);
  return true;
}

/** Requires each module an instrumentation names (http, https, pg, pg-pool, ioredis), so require-in-the-middle patches it now. */
function requireInstrumentedModules(instrumentations: { getModuleDefinitions(): { name: string }[] }[]): void {
  const require = createRequire(import.meta.url);
  for (const { name } of instrumentations.flatMap((instrumentation) => instrumentation.getModuleDefinitions())) {
    // What the app cannot resolve from here it does not import: `pg-pool` is pg's own dependency
    // (top-level under npm, not under pnpm), patched when pg requires it.
    if (resolvable(require, name)) require(name);
  }
}

function resolvable(require: NodeJS.Require, name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Incoming requests get their span from the app (lib/adapters/api/middleware/trace-request.ts,
 * named by route template, with the traceparent policy, under an explicit root context); only
 * outgoing calls (webhook deliveries) are traced by this instrumentation, and they carry
 * traceparent to the receiver. Where Next answers (web, and the one-process server), its requests
 * run with tracing suppressed, so Next's own spans, whose attributes hold the URL with its query
 * (an invitation's or a reset's token), are never made. The API process has no Next: there the
 * incoming side is off altogether, since even an ignored request ran in a context of its own with
 * its emitters bound to it, 20 % of that process's busy time under bench:api's load
 * (scripts/bench/profile-api.ts), for no span.
 */
function incomingRequests(processName: string) {
  return processName === "api" ? { disableIncomingRequestInstrumentation: true } : { ignoreIncomingRequestHook: () => true };
}

/** Sends the spans still buffered; for a stopping process. */
export async function stopTracing(): Promise<void> {
  const sdk = started.get();
  started.delete();
  await sdk?.shutdown().catch(() => {});
}
