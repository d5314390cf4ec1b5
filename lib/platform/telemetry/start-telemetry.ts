import { processGlobal } from "../process-globals";
import { collectProcessMetrics } from "./metrics";
import { startMetricsServer } from "./metrics-server";
import { startTracing } from "./tracing";

const startedAs = processGlobal<string>("telemetry");

/**
 * The one call each process entry point makes before it loads the app: tracing (when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set) and the metrics server (when METRICS_PORT is set).
 * `processName` (api, web, worker, server) names the service in traces and the `process` label.
 * Once per process: instrumentation.ts calls it too (for `next dev`, which has no entry point of
 * ours), and in production finds it started by the entry point's copy of this file. The entry
 * points pass `preloadInstrumented`: they import the app afterwards (tracing.ts says why).
 */
export function startTelemetry(processName: string, options: { preloadInstrumented?: boolean } = {}): void {
  if (startedAs.get()) return;
  startedAs.set(processName);
  startTracing(processName, options);
  collectProcessMetrics(processName);
  startMetricsServer();
}
