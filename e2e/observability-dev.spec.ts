import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startOtlpReceiver, type OtlpReceiver } from "../lib/testing/otlp-receiver";
import { freePort, waitUntil } from "./faults/fault-helpers";
import { cli, startNode, stopGroup, type Started } from "./observability/telemetry-processes";

// Telemetry under `next dev`, which has no entry point of ours in front: instrumentation.ts starts
// it there (in production the entry point has, and instrumentation.ts finds it started). The
// development server on PostgreSQL and Redis, with METRICS_PORT and OTLP to a receiver in the
// test: its /metrics counts a /v1 call, and the call's trace holds its SQL and Redis commands,
// which only a patched (unbundled) pg and ioredis emit.

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

test.describe("telemetry under next dev", () => {
  test.skip(!serverUrl || !redisUrl, "TEST_DATABASE_URL and TEST_REDIS_URL are needed: the next dev telemetry spec is SKIPPED");
  test.setTimeout(300_000);

  const databaseName = `${serverUrl ? new URL(serverUrl).pathname.slice(1) : "x"}_dev_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  let dev: Started | undefined;
  let otlp: OtlpReceiver | undefined;

  test.afterAll(async () => {
    stopGroup(dev);
    await otlp?.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
  });

  test("starts tracing and metrics: /metrics counts a /v1 call, whose trace holds its SQL and Redis commands", async () => {
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    const databaseUrl = url.toString();
    cli(databaseUrl, ["db", "migrate"]);
    cli(databaseUrl, ["seed"]);
    const token = cli(databaseUrl, ["token", "create", "--account", "acme", "--scopes", "read", "--expires-in", "1h"]).split("\n").pop()!;

    const [port, metricsPort, otlpPort] = [await freePort(), await freePort(), await freePort()];
    otlp = await startOtlpReceiver(otlpPort);
    // The run's build directory: next dev writes into its dev/ folder, beside the production build
    // (a directory of its own would be added to tsconfig.json's includes by next dev).
    dev = startNode([path.resolve("node_modules/next/dist/bin/next"), "dev", "--port", String(port), "--hostname", "127.0.0.1"], {
      NODE_ENV: "development",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl!,
      AUTH_SECRET: "observability-dev-secret-0123456789abcdef012345",
      LOG_LEVEL: "warn",
      RUN_WORKERS_IN_PROCESS: "false",
      METRICS_PORT: String(metricsPort),
      METRICS_HOSTNAME: "127.0.0.1",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
      OTEL_TRACES_SAMPLER_RATIO: "1",
    });

    // The first call compiles the route: minutes on a loaded machine.
    let modules: Response | null = null;
    await waitUntil(
      async () => {
        modules = await fetch(`http://127.0.0.1:${port}/v1/modules`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
        return modules !== null && modules.status !== 404;
      },
      240_000,
      () => `next dev did not answer /v1/modules:\n${dev!.output()}`,
    );
    expect(modules!.status, dev.output()).toBe(200);
    const requestId = modules!.headers.get("x-request-id");

    // Metrics: on METRICS_PORT, under the process name instrumentation.ts gave.
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const counted = scraped
      .split("\n")
      .find((line) => line.startsWith("http_server_request_duration_seconds_count{") && ['operation="GET /v1/modules"', 'status_class="2xx"', 'process="server"'].every((label) => line.includes(label)));
    expect(Number(counted?.split(" ").pop()), scraped).toBeGreaterThanOrEqual(1);
    expect(scraped).toContain("nodejs_eventloop_lag_p99_seconds");

    // Traces: the request's span, and under it SQL (pg is external) and Redis (ioredis external since this change).
    const request = () => otlp!.spans.find((span) => span.name === "GET /v1/modules" && span.attributes.request_id === requestId);
    const inTrace = (match: (attributes: Record<string, unknown>, name: string) => boolean) =>
      otlp!.spans.some((span) => span.traceId === request()?.traceId && match(span.attributes, span.name));
    const sql = (attributes: Record<string, unknown>) => attributes["db.system.name"] === "postgresql" || attributes["db.system"] === "postgresql";
    const redis = (attributes: Record<string, unknown>) => attributes["db.system.name"] === "redis" || attributes["db.system"] === "redis";
    await waitUntil(async () => Boolean(request() && inTrace(sql) && inTrace(redis)), 30_000, () => `spans: ${otlp!.spans.map((span) => `${span.name} ${JSON.stringify(span.attributes)}`).join("\n")}`);
    expect(request()!.service).toBe("module-integrations-server");
  });
});
