// What tracing costs `start:api` per answer, by CPU rather than by throughput: INSTANCES
// instances (default 8) rotate through the configurations in CONFIGS (default `off,0.1`: tracing
// off, and tracing at the default 10 % with metrics on; any other entry is a sampling ratio),
// started together; each is driven alone with GET /v1/modules in turn (16 connections, 8 s, after
// BENCH_WARM_SECONDS of unmeasured load: run-autocannon.ts says why), for ROUNDS rounds, and the CPU
// its main thread and its other threads (GC helpers, libuv) used per answer is summed by
// configuration over every round but the first (which warms them), and printed by instance too,
// with its young generation's size, its scavenges and its old generation's collections where it
// serves /metrics. Instances of one build differ by several per cent from one another, and this
// VM's speed moves from one run to the next: several instances per configuration, measured by
// their own CPU, average both out. Spans go to a sink in this script. `metrics` is metrics on with
// tracing off; `parent` is tracing at 0 with one request in ten carrying a sampled traceparent
// from a trusted caller (the default 10 %, decided by the caller, not by the edge); `-nolog` in a
// configuration turns the request log off (`off-nolog`); BASELINE names the configuration the
// others are set against (default `off`). A configuration suffixed `@base` (`0.1@base`) runs from
// the checkout in BASE_DIR instead (a worktree of an earlier commit, node_modules linked, dist/
// built), so a change is measured against its base in the same run.
//
//   npx tsx --tsconfig tsconfig.json scripts/bench/telemetry-parts.ts
//   (a built app, PostgreSQL and Redis as for `npm run bench:api`)
import os from "node:os";
import { baseCheckout, benchRedisUrl, benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startApiServer, stopServer, waitForServer } from "./bench-server";
import { threadCpuSeconds } from "./process-group-cpu";
import { runAutocannon, warmUp, type LoadOptions } from "./run-autocannon";
import { oneInTenSampled } from "./trace-parents";
import { scrapeMetrics } from "./scrape-metrics";
import { startOtlpSink } from "./otlp-sink";

const CONFIGS = (process.env.CONFIGS ?? "off,0.1").split(",");
const INSTANCES = Number(process.env.INSTANCES ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3460);
const SINK_PORT = BASE_PORT + 40;

const BASELINE = process.env.BASELINE ?? "off";

/** `0.1-nolog@base` → tracing at 0.1 (`off`, `metrics`: none; `parent`: at 0, the caller samples), the request log off, from BASE_DIR. */
function parseConfig(config: string): { ratio: string; logOff: boolean; source: string | undefined } {
  const [setting, source] = config.split("@");
  return { ratio: setting!.replace("-nolog", ""), logOff: setting!.endsWith("-nolog"), source };
}

/** A configuration's telemetry setting: the environment its instances start with (beside the app's), the load they are driven with, and its name in the report. */
function telemetrySetting(ratio: string, metricsPort: number): { env: Record<string, string>; load: LoadOptions; name: string } {
  if (ratio === "off") return { env: {}, load: {}, name: "tracing off" };
  const metrics = { METRICS_PORT: String(metricsPort) };
  if (ratio === "metrics") return { env: metrics, load: {}, name: "tracing off, metrics on" };
  const traced = { ...metrics, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT}` };
  if (ratio === "parent") {
    return { env: { ...traced, OTEL_TRACES_SAMPLER_RATIO: "0", TRACEPARENT_TRUSTED_CALLERS: "127.0.0.1" }, load: oneInTenSampled, name: "caller samples 1 in 10" };
  }
  return { env: { ...traced, OTEL_TRACES_SAMPLER_RATIO: ratio }, load: {}, name: `tracing at ${ratio}, metrics on` };
}

// The collector's work as prom-client's default metrics report it: the young generation's size
// now, scavenges so far, and the old generation's mark-compacts, with the time of those and of
// incremental marking (spans held until their batch is exported, promoted there, would add to both).
async function garbageCollection(metricsPort: number) {
  const value = await scrapeMetrics(metricsPort);
  return {
    newSpaceBytes: value("nodejs_heap_space_size_total_bytes", 'space="new"'),
    scavenges: value("nodejs_gc_duration_seconds_count", 'kind="minor"'),
    scavengeSeconds: value("nodejs_gc_duration_seconds_sum", 'kind="minor"'),
    markCompacts: value("nodejs_gc_duration_seconds_count", 'kind="major"'),
    oldGenerationSeconds: value("nodejs_gc_duration_seconds_sum", 'kind="major"') + value("nodejs_gc_duration_seconds_sum", 'kind="incremental"'),
  };
}

requireBuild();
const sink = startOtlpSink(SINK_PORT);

const database = await createBenchDatabase("bench_telemetry_parts");
const servers: ReturnType<typeof startApiServer>[] = [];
try {
  const { tokens } = await prepareBenchDatabase(database.url, 300);
  const appEnv = { ...benchServerEnv(database.url), REDIS_URL: benchRedisUrl, HOSTNAME: "127.0.0.1", METRICS_HOSTNAME: "127.0.0.1" };
  const instances = Array.from({ length: INSTANCES }, (_, index) => {
    const port = BASE_PORT + index;
    const config = CONFIGS[index % CONFIGS.length]!;
    const { ratio, logOff, source } = parseConfig(config);
    const { env: tracing, load } = telemetrySetting(ratio, port + 20);
    if (logOff) tracing.REQUEST_LOG = "off";
    if (source && source !== "base") throw new Error(`${config}: the only source is @base`);
    const cwd = source === "base" ? baseCheckout(config) : undefined;
    const server = startApiServer({ ...appEnv, ...tracing, PORT: String(port) }, cwd);
    servers.push(server);
    return { port, config, load, group: server.pid!, metricsPort: tracing.METRICS_PORT, main: 0, others: 0, answers: 0 };
  });
  const url = (port: number) => `http://127.0.0.1:${port}/v1/modules`;
  await Promise.all(instances.map(({ port }) => waitForServer(`http://127.0.0.1:${port}/healthz`)));
  const totals = new Map(CONFIGS.map((config) => [config, { main: 0, others: 0, answers: 0, seconds: 0 }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const instance of instances) {
      await warmUp(url(instance.port), tokens, 16, instance.load);
      const before = threadCpuSeconds(instance.group);
      const result = await runAutocannon(url(instance.port), tokens, SECONDS, 16, instance.load);
      const after = threadCpuSeconds(instance.group);
      if (round === 0) continue;
      const total = totals.get(instance.config)!;
      for (const sum of [total, instance]) {
        sum.main += after.main - before.main;
        sum.others += after.others - before.others;
        sum.answers += result.requests;
      }
      total.seconds += SECONDS;
    }
  }
  console.log(`\nGET /v1/modules, start:api on PostgreSQL + Redis, ${os.cpus().length} cores, ${new Date().toISOString()}, load ${os.loadavg()[0]!.toFixed(2)}`);
  console.log(`${INSTANCES} instances, ${ROUNDS - 1} measured rounds of ${SECONDS} s each (after one to warm them); CPU µs per answer:\n`);
  // The baseline the others are set against: BASELINE if given, else tracing off.
  const off = totals.get(BASELINE) ?? totals.get("off@base");
  const perAnswer = (seconds: number, answers: number) => (seconds * 1e6) / answers;
  for (const [config, total] of totals) {
    const all = perAnswer(total.main + total.others, total.answers);
    const versus = off && config !== BASELINE ? `, baseline/this ${(perAnswer(off.main + off.others, off.answers) / all).toFixed(3)} (main thread ${(perAnswer(off.main, off.answers) / perAnswer(total.main, total.answers)).toFixed(3)})` : "";
    const { ratio, logOff, source } = parseConfig(config);
    const name = `${telemetrySetting(ratio, 0).name}${logOff ? ", log off" : ""}${source ? ` (${source})` : ""}`;
    console.log(`${name.padEnd(30)} main ${perAnswer(total.main, total.answers).toFixed(1)}, other threads ${perAnswer(total.others, total.answers).toFixed(1)}, ${(total.answers / total.seconds).toFixed(0)} req/s${versus}`);
  }
  // Instances of one configuration differ (the "lottery"): each one's own figures, with its young
  // generation's size, its scavenges and its old generation's collections where it serves
  // /metrics, show whether GC is why.
  console.log("\nby instance:");
  for (const instance of instances) {
    const gc = instance.metricsPort ? await garbageCollection(Number(instance.metricsPort)) : null;
    const gcText = gc
      ? `, new space ${(gc.newSpaceBytes / 2 ** 20).toFixed(1)} MiB, ${gc.scavenges} scavenges (${((gc.scavengeSeconds / gc.scavenges) * 1e3).toFixed(2)} ms each), ${gc.markCompacts} mark-compacts (old generation ${(gc.oldGenerationSeconds * 1e3).toFixed(0)} ms in all)`
      : "";
    console.log(`  ${String(instance.port)} ${instance.config.padEnd(12)} main ${perAnswer(instance.main, instance.answers).toFixed(1)}, other threads ${perAnswer(instance.others, instance.answers).toFixed(1)}${gcText}`);
  }
  console.log(`\nthe sink received ${sink.exports} OTLP exports, ${(sink.bytes / 1e6).toFixed(1)} MB`);
} finally {
  for (const server of servers) stopServer(server);
  sink.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
