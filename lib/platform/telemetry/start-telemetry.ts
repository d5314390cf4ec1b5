import { collectProcessMetrics } from "./metrics";
import { startMetricsServer } from "./metrics-server";
import { startTracing } from "./tracing";

/**
 * The one call each process entry point makes before it loads the app: tracing (when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set) and the metrics server (when METRICS_PORT is set).
 * `processName` (api, web, worker, server) names the service in traces and the `process` label.
 */
export function startTelemetry(processName: string): void {
  startTracing(processName);
  collectProcessMetrics(processName);
  startMetricsServer();
}
