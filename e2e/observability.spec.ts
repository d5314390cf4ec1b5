import { expect, test } from "@playwright/test";
import pg from "pg";
import { waitUntil } from "./faults/fault-helpers";
import { startOtlpReceiver, type OtlpReceiver } from "../lib/testing/otlp-receiver";
import {
  cli,
  ports,
  promQuery,
  startEntryPoint,
  startPrometheus,
  startWebhookReceiver,
  stopGroup,
  type Receiver,
  type Started,
} from "./observability/telemetry-processes";

// Operability, end to end: `start:api`, `start:web` and `worker` on PostgreSQL with metrics
// (METRICS_PORT) and tracing (OTLP to a receiver in the test, every trace sampled) on, scraped
// by Debian's Prometheus with the shipped deploy/prometheus configuration. The test asks
// Prometheus's HTTP API, as an operator's dashboard would, and reads the spans the processes export.

const serverUrl = process.env.TEST_DATABASE_URL;
const AUTH_SECRET = "observability-secret-0123456789abcdef0123456789abcdef";
const METRICS_TOKEN = "metrics-scrape-token-0123456789";

test.describe("metrics, traces and Prometheus on PostgreSQL", () => {
  test.skip(!serverUrl, "TEST_DATABASE_URL is not set: the observability spec is SKIPPED");
  test.describe.configure({ mode: "serial" });
  test.setTimeout(180_000);

  const databaseName = `${serverUrl ? new URL(serverUrl).pathname.slice(1) : "x"}_obs_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  const processes: Started[] = [];
  let prometheus: (Started & { directory: string }) | undefined;
  let otlp: OtlpReceiver;
  let receiver: Receiver;
  let token: string;
  let webhookId: string;
  let webhookSecret: string;
  let rotatedToken = "";
  /** What the API process printed up to its first answer, V8's protector invalidations among it. */
  let apiStartUp = "";
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${ports.api}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers } });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    const databaseUrl = url.toString();
    cli(databaseUrl, ["db", "migrate"]);
    cli(databaseUrl, ["seed"]);
    token = cli(databaseUrl, ["token", "create", "--account", "acme", "--scopes", "read,write", "--expires-in", "1h"]).split("\n").pop()!;

    otlp = await startOtlpReceiver(ports.otlp);
    receiver = await startWebhookReceiver();
    const common = {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL ?? "",
      AUTH_SECRET,
      HOSTNAME: "127.0.0.1",
      LOG_LEVEL: "warn",
      RUN_WORKERS_IN_PROCESS: "false",
      WEBHOOKS_ALLOW_LOOPBACK: "true",
      METRICS_HOSTNAME: "127.0.0.1",
      METRICS_TOKEN,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${ports.otlp}`,
      OTEL_TRACES_SAMPLER_RATIO: "1",
      NEXT_TELEMETRY_DISABLED: "1",
    };
    // V8 reports each protector it invalidates: the test below reads the API process's start-up.
    processes.push(startEntryPoint("start-api", { ...common, PORT: String(ports.api), METRICS_PORT: String(ports.apiMetrics) }, ["--trace-protector-invalidation"]));
    processes.push(startEntryPoint("start-web", { ...common, PORT: String(ports.web), METRICS_PORT: String(ports.webMetrics) }));
    processes.push(startEntryPoint("run-worker", { ...common, METRICS_PORT: String(ports.workerMetrics) }));
    for (const [port, started] of [[ports.api, processes[0]!], [ports.web, processes[1]!]] as const) {
      await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok === true, 120_000, () => `no answer on ${port}:\n${started.output()}`);
    }
    apiStartUp = processes[0]!.output();
    await waitUntil(async () => (await fetch(`http://127.0.0.1:${ports.workerMetrics}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).catch(() => null))?.ok === true, 60_000, () => `worker metrics:\n${processes[2]!.output()}`);

    const created = await api("/v1/webhooks", { method: "POST", body: JSON.stringify({ url: `http://127.0.0.1:${ports.receiver}/hooks`, events: ["*"] }) });
    const webhook = (await created.json()) as { id: string; secret: string };
    expect(created.status, JSON.stringify(webhook)).toBe(201);
    webhookId = webhook.id;
    webhookSecret = webhook.secret;
  });

  test.afterAll(async () => {
    for (const started of processes) stopGroup(started);
    stopGroup(prometheus);
    await otlp?.close();
    await receiver?.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
  });

  test("/metrics is on its own port only, and asks for the token when one is set", async () => {
    expect((await fetch(`http://127.0.0.1:${ports.apiMetrics}/metrics`)).status).toBe(401);
    const scraped = await fetch(`http://127.0.0.1:${ports.apiMetrics}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain("http_server_request_duration_seconds");
    // Never on the public ports.
    expect((await fetch(`http://127.0.0.1:${ports.api}/metrics`)).status).toBe(404);
    // (The customer area answers any path with a page or a redirect to sign in; none is the metrics.)
    for (const port of [ports.api, ports.web]) {
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(await answer.text()).not.toContain("# HELP");
    }
  });

  test("Prometheus, with the shipped configuration, scrapes the three processes and sees traffic, a webhook backlog that rises and falls, and pool usage", async () => {
    // The shipped jobs scrape without a token; this run's processes ask for one, as an operator's
    // would once METRICS_TOKEN is set: the documented `authorization` lines are switched on.
    prometheus = await startPrometheus({ api: ports.apiMetrics, web: ports.webMetrics, worker: ports.workerMetrics }, METRICS_TOKEN);
    await waitUntil(async () => (await promQuery("sum(up)")).some((sample) => Number(sample.value[1]) === 3), 60_000, () => `not every target is up:\n${prometheus!.output()}`);
    const up = await promQuery("up");
    expect(Object.fromEntries(up.map((sample) => [sample.metric.job, sample.value[1]]))).toEqual({ api: "1", web: "1", worker: "1" });

    // Traffic: the request rate per operation, as Prometheus computes it.
    // A counter's first sample has no rate: traffic goes on across several scrapes.
    await waitUntil(
      async () => {
        for (let index = 0; index < 5; index++) expect((await api("/v1/modules")).status).toBe(200);
        return (await promQuery('sum by (operation) (rate(http_server_request_duration_seconds_count{job="api",operation="GET /v1/modules"}[30s]))')).some((sample) => Number(sample.value[1]) > 0);
      },
      30_000,
      () => "no request rate for GET /v1/modules",
    );
    const rates = await promQuery('sum by (operation, status_class) (rate(http_server_request_duration_seconds_count{job="api"}[30s]))');
    const modulesRate = rates.find((sample) => sample.metric.operation === "GET /v1/modules" && sample.metric.status_class === "2xx");
    expect(Number(modulesRate?.value[1])).toBeGreaterThan(0);

    // The receiver goes down: deliveries stay pending (each failed attempt retries in ~5 s).
    receiver.down = true;
    for (let index = 0; index < 5; index++) expect((await api(`/v1/webhooks/${webhookId}/test`, { method: "POST", body: "{}" })).status).toBeLessThan(300);
    let highest = 0;
    await waitUntil(
      async () => {
        highest = Math.max(highest, ...(await promQuery("max(webhook_deliveries_pending)")).map((sample) => Number(sample.value[1])));
        return highest >= 5;
      },
      30_000,
      () => `the backlog never reached 5 (highest ${highest}):\n${processes[2]!.output()}`,
    );
    expect(receiver.received).toBeGreaterThan(0);
    // Back up: the retries succeed and the backlog drains.
    receiver.down = false;
    await waitUntil(async () => (await promQuery("max(webhook_deliveries_pending)")).some((sample) => Number(sample.value[1]) === 0), 60_000, () => "the backlog never drained");
    // The attempts by outcome: the worker's counter reaches Prometheus at its next scrape, which
    // can come after the scrape that saw the backlog at 0, so it is waited for too.
    let byOutcome: Record<string, number> = {};
    await waitUntil(
      async () => {
        const outcomes = await promQuery("sum by (outcome) (webhook_delivery_attempts_total)");
        byOutcome = Object.fromEntries(outcomes.map((sample) => [sample.metric.outcome, Number(sample.value[1])]));
        return (byOutcome.succeeded ?? 0) >= 5;
      },
      30_000,
      () => `attempts by outcome: ${JSON.stringify(byOutcome)}`,
    );
    expect(byOutcome.retrying).toBeGreaterThanOrEqual(5);

    // Pool usage, per process: connections open in the main pool of the API and the worker.
    const pools = await promQuery('sum by (job) (db_pool_connections{pool="main"})');
    const openByJob = Object.fromEntries(pools.map((sample) => [sample.metric.job, Number(sample.value[1])]));
    expect(openByJob.api).toBeGreaterThan(0);
    expect(openByJob.worker).toBeGreaterThan(0);
    expect((await promQuery('db_pool_max_connections{job="api",pool="main"}'))[0]?.value[1]).toBe("10");
    // And the process series every target has.
    expect((await promQuery("nodejs_eventloop_lag_p99_seconds")).map((sample) => sample.metric.job).sort()).toEqual(["api", "web", "worker"]);
  });

  test("one trace runs from the API call through its SQL and the outbox hand-off to the webhook attempt and the receiver's answer", async () => {
    // A module token rotation: a change whose event goes through the outbox and its fan-out.
    const modules = (await (await api("/v1/modules")).json()) as { data: { id: string }[] };
    const before = receiver.received;
    const rotated = await api(`/v1/modules/${modules.data[0]!.id}/tokens`, { method: "POST", body: "{}" });
    expect(rotated.status).toBe(201);
    rotatedToken = ((await rotated.json()) as { token: string }).token;
    const requestId = rotated.headers.get("x-request-id");
    await waitUntil(async () => receiver.received > before, 30_000, () => "the delivery never arrived");

    const request = () => otlp.spans.find((span) => span.name === "POST /v1/modules/:id/tokens" && span.attributes.request_id === requestId);
    const attemptOf = (traceId: string) => otlp.spans.find((span) => span.traceId === traceId && span.name === "webhook.delivery_attempt");
    await waitUntil(async () => Boolean(request() && attemptOf(request()!.traceId)), 30_000, () => `spans: ${[...new Set(otlp.spans.map((span) => span.name))].join(", ")}`);
    const root = request()!;
    const trace = otlp.spans.filter((span) => span.traceId === root.traceId);
    expect(root.service).toBe("module-integrations-api");
    expect(root.parentSpanId).toBeUndefined();
    expect(root.attributes["http.response.status_code"]).toBe(201);
    expect(String(root.attributes["token.id"])).toMatch(/^tok_/);
    // The request's SQL, under the request.
    expect(trace.some((span) => span.service === "module-integrations-api" && span.attributes["db.system.name"] === "postgresql" && span.name.startsWith("pg.query"))).toBe(true);
    // Its Redis commands (the rate limit's count), under the request: the entry point imports the
    // app, and ioredis is patched only because tracing required it first (tracing.ts).
    if (process.env.TEST_REDIS_URL) {
      const redisSpans = trace.filter((span) => span.service === "module-integrations-api" && span.attributes["db.system.name"] === "redis");
      expect(redisSpans.length, `span names: ${trace.map((span) => span.name).join(", ")}`).toBeGreaterThan(0);
      expect(redisSpans.every((span) => span.parentSpanId === root.spanId)).toBe(true);
    }
    // The outbox hand-off, in the request; the attempt (in the worker) under it; its HTTP call under the attempt.
    const handOff = trace.find((span) => span.name === "outbox.enqueue")!;
    expect(handOff.service).toBe("module-integrations-api");
    expect(handOff.attributes["event.type"]).toBe("module.token.rotated");
    const attempt = attemptOf(root.traceId)!;
    expect(attempt.service).toBe("module-integrations-worker");
    expect(attempt.parentSpanId).toBe(handOff.spanId);
    const call = trace.find((span) => span.parentSpanId === attempt.spanId && span.name === "POST");
    expect(call?.attributes["http.response.status_code"]).toBe(200);
    // The receiver saw the same trace in its traceparent header.
    expect(receiver.traceparents.some((header) => header.split("-")[1] === root.traceId)).toBe(true);
  });

  test("requests answered at the same time each have their own Redis commands in their trace, and no other's", async () => {
    test.skip(!process.env.TEST_REDIS_URL, "TEST_REDIS_URL is not set: the API process runs without Redis");
    const redisSpansOf = async (requestIds: (string | null)[]) => {
      const roots = () => requestIds.map((id) => otlp.spans.find((span) => span.parentSpanId === undefined && span.attributes.request_id === id));
      await waitUntil(async () => roots().every(Boolean), 30_000, () => "a request's span was never exported");
      // The batch that holds a request's span may leave before the one that holds its commands'.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      return roots().map((root) => ({ root: root!, redis: otlp.spans.filter((span) => span.traceId === root!.traceId && span.attributes["db.system.name"] === "redis") }));
    };
    // What one request sends alone (the rate limit's count).
    const [alone] = await redisSpansOf([(await api("/v1/modules")).headers.get("x-request-id")]);
    expect(alone!.redis.length).toBeGreaterThan(0);
    // Sixteen at once: had their commands left together, in the context of whichever request came
    // first (ioredis' auto-pipelining), they would all be in that request's trace and in no other.
    const answers = await Promise.all(Array.from({ length: 16 }, () => api("/v1/modules")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    const together = await redisSpansOf(answers.map((answer) => answer.headers.get("x-request-id")));
    expect(together.map(({ redis }) => redis.length)).toEqual(Array(16).fill(alone!.redis.length));
    for (const { root, redis } of together) expect(redis.every((span) => span.parentSpanId === root.spanId)).toBe(true);
  });

  test("tracing patches the app's modules without a loader hook, so V8 keeps typed-array access unchecked", async () => {
    // Loading modules through import-in-the-middle's loader hook (the entry points did until
    // 2026-11-30) invalidated V8's ArrayBufferDetaching protector: V8 then checks every typed-array
    // access of optimised code for a detached buffer, in every request. Every process invalidates
    // ArrayConstructor at start-up, so its line shows V8's report was read.
    expect(apiStartUp).toContain("Invalidating protector cell ArrayConstructor");
    expect(apiStartUp).not.toContain("ArrayBufferDetaching");
  });

  test("what a request starts for the whole process (the cache's LISTEN session) runs in no request's trace", async () => {
    // Each process's first cached read opens its LISTEN session: had the session kept that
    // request's context, its LISTEN (and every reconnect's) would be a span of the request's trace.
    // This holds the fix only while that first read is a request's (no entry point warms the
    // caches at start-up): with a warm-up, start one inside a traced request here instead.
    await waitUntil(async () => otlp.spans.some((span) => span.name.startsWith("GET /v1/")), 30_000, () => "no request span");
    const statements = otlp.spans.map((span) => String(span.attributes["db.query.text"] ?? ""));
    expect(statements.some((text) => /^select/i.test(text))).toBe(true);
    expect(statements.filter((text) => /^listen /i.test(text))).toEqual([]);
  });

  test("a traceparent from an untrusted caller starts a new trace", async () => {
    const foreignTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const answered = await api("/v1/modules", { headers: { traceparent: `00-${foreignTrace}-00f067aa0ba902b7-01` } });
    const requestId = answered.headers.get("x-request-id");
    await waitUntil(async () => otlp.spans.some((span) => span.attributes.request_id === requestId), 30_000, () => "no span for the request");
    expect(otlp.spans.find((span) => span.attributes.request_id === requestId)!.traceId).not.toBe(foreignTrace);
  });

  test("no metric label and no span attribute holds a secret, a token or an e-mail address", async () => {
    const scraped: string[] = [];
    for (const port of [ports.apiMetrics, ports.webMetrics, ports.workerMetrics]) {
      scraped.push(await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text());
    }
    const labelValues = scraped
      .join("\n")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .flatMap((line) => [...line.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!));
    const attributeValues = otlp.spans.flatMap((span) => [span.name, ...Object.values(span.attributes).map((value) => JSON.stringify(value))]);
    expect(attributeValues.length).toBeGreaterThan(50);
    const secrets = [token, token.slice(-20), webhookSecret, webhookSecret.slice(-20), AUTH_SECRET, METRICS_TOKEN, rotatedToken, rotatedToken.slice(-20)].filter(Boolean);
    // Collected first and asserted once: an expect per value would take minutes over thousands of spans.
    const offending = [...labelValues.map((value) => ["metric label", value]), ...attributeValues.map((value) => ["span", value])].filter(
      ([, value]) => secrets.some((secret) => value!.includes(secret)) || /[\w.+-]+@[\w-]+(\.[\w-]+)+|whsec_|cpt_|Bearer /.test(value!),
    );
    expect(offending).toEqual([]);
    // Labels are bounded: operations are route templates, never a path with an id in it.
    const operations = new Set(labelValues.filter((value) => value.startsWith("GET ") || value.startsWith("POST ")));
    for (const operation of operations) expect(operation).not.toMatch(/(wh|mod|tok|evt|msg)_[0-9a-z]{10,}/);
  });
});
