import type { Pool } from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { processGlobal } from "../process-globals";

// The process's Prometheus series, on prom-client (not the OpenTelemetry meter): its counters
// are plain synchronous increments with no SDK pipeline behind them, which matters on the /v1
// hot path, and it writes the Prometheus text format Prometheus scrapes without an exporter in
// between. Every label here takes a bounded set of values: an operation is a route template,
// never a path, and no label ever holds a token, an id or an address.
// One set per process (process-globals.ts): Next's bundles and dist/ each hold a copy of this file.

const slot = processGlobal<ReturnType<typeof createMetrics>>("metrics");
const metrics = slot.get() ?? slot.set(createMetrics());

export const { metricsRegistry, requestDuration, rateLimitRefusals, tokenCacheLookups, redisErrors } = metrics;
export const { webhookAttempts, webhookLatency, retentionRemoved, retentionPasses, workerPasses, requestLogDropped, pools } = metrics;

function createMetrics() {
  const metricsRegistry = new Registry();
  /** PostgreSQL pools by name (pool-metrics.ts reads them at each scrape). */
  const pools = new Map<string, Pool>();

  /** One series per operation (route template such as `GET /v1/modules/:id`) and status class. */
  const requestDuration = new Histogram({
    name: "http_server_request_duration_seconds",
    help: "Requests answered, by operation (route template) and status class, with their duration.",
    labelNames: ["operation", "status_class"] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metricsRegistry],
  });

  const rateLimitRefusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused with 429 by the rate limiter, by operation.",
    labelNames: ["operation"] as const,
    registers: [metricsRegistry],
  });

  const tokenCacheLookups = new Counter({
    name: "token_cache_lookups_total",
    help: "Bearer-token verifications, answered from the process cache (hit) or the database (miss).",
    labelNames: ["result"] as const,
    registers: [metricsRegistry],
  });

  const redisErrors = new Counter({
    name: "redis_errors_total",
    help: "Errors the Redis client reported (connection lost, command failed).",
    registers: [metricsRegistry],
  });

  const webhookAttempts = new Counter({
    name: "webhook_delivery_attempts_total",
    help: "Webhook delivery attempts by outcome (succeeded, retrying, failed, skipped, errored).",
    labelNames: ["outcome"] as const,
    registers: [metricsRegistry],
  });

  const webhookLatency = new Histogram({
    name: "webhook_delivery_latency_seconds",
    help: "Time from sending a webhook request to the receiver's answer (or the failure).",
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry],
  });

  const retentionRemoved = new Counter({
    name: "retention_removed_rows_total",
    help: "Rows removed by retention, by table.",
    labelNames: ["table"] as const,
    registers: [metricsRegistry],
  });

  const retentionPasses = new Counter({
    name: "retention_passes_total",
    help: "Retention passes this process ran, by result (ok, failed: a step or the whole pass failed).",
    labelNames: ["result"] as const,
    registers: [metricsRegistry],
  });

  const workerPasses = new Counter({
    name: "worker_job_passes_total",
    help: "Background passes run, by job (webhooks, sync, mail, retention) and result.",
    labelNames: ["job", "result"] as const,
    registers: [metricsRegistry],
  });

  /** Counted where the buffer drops (full: the database down or slow for longer than its room lasts). */
  const requestLogDropped = new Counter({
    name: "request_log_dropped_records_total",
    help: "Request-log records dropped because the in-memory buffer was full (the oldest go first).",
    registers: [metricsRegistry],
  });
  return { metricsRegistry, pools, requestDuration, rateLimitRefusals, tokenCacheLookups, redisErrors, webhookAttempts, webhookLatency, retentionRemoved, retentionPasses, workerPasses, requestLogDropped };
}

/** Process memory, CPU, handles and event-loop delay (prom-client's defaults), once per process. */
export function collectProcessMetrics(processName: string): void {
  if (metricsRegistry.getSingleMetric("process_cpu_seconds_total")) return;
  metricsRegistry.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}

/** A gauge read when Prometheus scrapes (pool sizes, queue depths): `read` fills it in. */
export function scrapedGauge<Label extends string>(options: {
  name: string;
  help: string;
  labelNames?: readonly Label[];
  read: (gauge: Gauge<Label>) => void | Promise<void>;
}): Gauge<Label> {
  const existing = metricsRegistry.getSingleMetric(options.name) as Gauge<Label> | undefined;
  if (existing) return existing;
  return new Gauge<Label>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [metricsRegistry],
    async collect() {
      await options.read(this);
    },
  });
}

/** `2xx` … `5xx`: a bounded label for a status code. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
