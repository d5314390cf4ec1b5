// What a sampled request costs `start:api` beyond one left out, measured inside each process
// rather than between processes: an instance trusts 127.0.0.1's traceparent, and is driven with
// GET /v1/modules in alternating phases (ABBA, PHASES pairs of BENCH_SECONDS each) whose requests
// all carry a sampled traceparent (flags 01) or an unsampled one (00). Each phase's CPU, main
// thread and other threads (the GC's helpers) apart, is read from /proc after its spans have been
// sent (a pause longer than the send interval), and summed by kind. Both kinds meet the same
// weather on this VM (whose speed moves by a quarter between seconds), so the marginal, as a share
// of an unsampled answer, is the figure; at the default 10 % a tenth of it is what sampling adds.
// CONFIGS lists instances, run at the same time and driven in turn: `this` (this checkout) or
// `base` (the checkout in BASE_DIR: a worktree of an earlier commit, node_modules linked, dist/ built).
//
//   CONFIGS=this,base,this,base BASE_DIR=/work/base npx tsx --tsconfig tsconfig.json scripts/bench/sampled-request-cost.ts
//   (a PostgreSQL and Redis as for `npm run bench:api`)
import os from "node:os";
import { baseCheckout, benchRedisUrl, benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startApiServer, stopServer, waitForServer } from "./bench-server";
import { startOtlpSink } from "./otlp-sink";
import { threadCpuSeconds } from "./process-group-cpu";
import { runAutocannon } from "./run-autocannon";

const CONFIGS = (process.env.CONFIGS ?? "this,this").split(",");
const PHASES = Number(process.env.PHASES ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3540);
/** Each instance's sink: SINK_PORT + its index. */
const SINK_PORT = BASE_PORT + 40;
/** Longer than the span processor's send interval (1 s), so a phase's spans are sent within it. */
const SEND_PAUSE_MS = 1100;

const traceParent = (flags: "01" | "00") => ({ headers: { traceparent: `00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-${flags}` } });

interface Usage {
  main: number;
  others: number;
  answers: number;
}

requireBuild();
const database = await createBenchDatabase("bench_sampled_cost");
const servers: ReturnType<typeof startApiServer>[] = [];
const sinks: ReturnType<typeof startOtlpSink>[] = [];
try {
  const { tokens } = await prepareBenchDatabase(database.url, 300);
  const appEnv = {
    ...benchServerEnv(database.url),
    REDIS_URL: benchRedisUrl,
    HOSTNAME: "127.0.0.1",
    TRACEPARENT_TRUSTED_CALLERS: "127.0.0.1",
    // New traces are never sampled: only the phases' traceparent decides.
    OTEL_TRACES_SAMPLER_RATIO: "0",
  };
  const instances = CONFIGS.map((config, index) => {
    const port = BASE_PORT + index;
    if (config !== "base" && config !== "this") throw new Error(`${config}: a configuration is this or base`);
    const cwd = config === "base" ? baseCheckout(config) : undefined;
    // A sink each, so what each instance sent can be compared: an instance that dropped spans would send less.
    const sink = startOtlpSink(SINK_PORT + index);
    sinks.push(sink);
    const server = startApiServer({ ...appEnv, PORT: String(port), METRICS_PORT: String(port + 20), OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT + index}` }, cwd);
    servers.push(server);
    return { config, port, sink, sentBeforePhases: 0, group: server.pid!, sampled: { main: 0, others: 0, answers: 0 } as Usage, unsampled: { main: 0, others: 0, answers: 0 } as Usage };
  });
  const url = (port: number) => `http://127.0.0.1:${port}/v1/modules`;
  await Promise.all(instances.map(({ port }) => waitForServer(`http://127.0.0.1:${port}/healthz`)));
  for (const { port } of instances) {
    await runAutocannon(url(port), tokens, 2, 16, traceParent("01"));
    await runAutocannon(url(port), tokens, 2, 16, traceParent("00"));
  }
  await new Promise((resolve) => setTimeout(resolve, SEND_PAUSE_MS));
  for (const instance of instances) instance.sentBeforePhases = instance.sink.bytes;
  for (let phase = 0; phase < PHASES * 2; phase++) {
    // ABBA: sampled, unsampled, unsampled, sampled, …, so a drift in speed meets both alike.
    const sampled = phase % 2 === Math.floor(phase / 2) % 2;
    for (const instance of instances) {
      const before = threadCpuSeconds(instance.group);
      const result = await runAutocannon(url(instance.port), tokens, SECONDS, 16, traceParent(sampled ? "01" : "00"));
      if (result.non2xx + result.errors > 0) throw new Error(`non-2xx answers or errors on ${instance.port}`);
      await new Promise((resolve) => setTimeout(resolve, SEND_PAUSE_MS));
      const after = threadCpuSeconds(instance.group);
      const usage = sampled ? instance.sampled : instance.unsampled;
      usage.main += after.main - before.main;
      usage.others += after.others - before.others;
      usage.answers += result.requests;
    }
  }
  const perAnswer = (usage: Usage, part: "main" | "others") => (usage[part] * 1e6) / usage.answers;
  console.log(`\nGET /v1/modules, start:api on PostgreSQL + Redis, ${os.cpus().length} cores, ${new Date().toISOString()}, load ${os.loadavg()[0]!.toFixed(2)}`);
  console.log(`${PHASES} pairs of ${SECONDS} s phases; CPU µs per answer, main thread + other threads; spans sent per sampled answer, in OTLP JSON bytes`);
  const shares = new Map<string, number[]>();
  for (const instance of instances) {
    const [unsampledMain, unsampledOthers] = [perAnswer(instance.unsampled, "main"), perAnswer(instance.unsampled, "others")];
    const [sampledMain, sampledOthers] = [perAnswer(instance.sampled, "main"), perAnswer(instance.sampled, "others")];
    const share = (sampledMain + sampledOthers) / (unsampledMain + unsampledOthers) - 1;
    shares.set(instance.config, [...(shares.get(instance.config) ?? []), share]);
    console.log(
      `  ${instance.config.padEnd(5)} :${instance.port}  unsampled ${unsampledMain.toFixed(1)} + ${unsampledOthers.toFixed(1)}   sampled ${sampledMain.toFixed(1)} + ${sampledOthers.toFixed(1)}   ` +
        `a sampled request costs +${(sampledMain - unsampledMain).toFixed(1)} + ${(sampledOthers - unsampledOthers).toFixed(1)} µs, ${(share * 100).toFixed(1)} % of an unsampled answer; ` +
        `${((instance.sink.bytes - instance.sentBeforePhases) / instance.sampled.answers).toFixed(0)} B sent per sampled answer`,
    );
  }
  for (const [config, values] of shares) {
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(`${config}: a sampled request costs ${(mean * 100).toFixed(1)} % more than one left out (mean of ${values.length} instances); at 10 % sampling, ${(mean * 10).toFixed(1)} % per answer`);
  }
} finally {
  for (const server of servers) stopServer(server);
  for (const sink of sinks) sink.close();
  await database.drop();
}
