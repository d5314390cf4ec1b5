// What a sampled request costs `start:api` beyond one left out, measured inside each process
// rather than between processes: an instance trusts 127.0.0.1's traceparent, and is driven with
// GET /v1/modules in rotating phases (ABCCBA, PHASES cycles of BENCH_SECONDS each, each after
// BENCH_WARM_SECONDS of the same load: run-autocannon.ts says why) whose requests all carry an
// unsampled traceparent (flags 00), one in ten a sampled one (01) as at the default 10 %, or all a
// sampled one. Each phase's CPU, main thread and other threads (the GC's helpers) apart, is read
// from /proc after its spans have been sent (a pause longer than the send interval), and summed by
// kind. All kinds meet the same weather on this VM (whose speed moves by a quarter between
// seconds), so the marginals, as shares of an unsampled answer, are the figures: what a sampled
// request adds, and what the tenth adds against a tenth of that (the two differ when requests of
// both kinds in one process cost more than each kind alone).
// CONFIGS lists instances, run at the same time and driven in turn: `this` (this checkout) or
// `base` (the checkout in BASE_DIR: a worktree of an earlier commit, node_modules linked, dist/ built).
//
//   CONFIGS=this,base,this,base BASE_DIR=/work/base npx tsx --tsconfig tsconfig.json scripts/bench/sampled-request-cost.ts
//   (a PostgreSQL and Redis as for `npm run bench:api`)
import os from "node:os";
import { baseCheckout, benchRedisUrl, benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startApiServer, stopServer, waitForServer } from "./bench-server";
import { startOtlpSink } from "./otlp-sink";
import { threadCpuSeconds } from "./process-group-cpu";
import { runAutocannon, warmUp, type LoadOptions } from "./run-autocannon";

const CONFIGS = (process.env.CONFIGS ?? "this,this").split(",");
const PHASES = Number(process.env.PHASES ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3540);
/** Each instance's sink: SINK_PORT + its index. */
const SINK_PORT = BASE_PORT + 40;
/** Longer than the span processor's send interval (1 s), so a phase's spans are sent within it. */
const SEND_PAUSE_MS = 1100;

const traceParent = (flags: "01" | "00") => ({ traceparent: `00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-${flags}` });
/** The phases' kinds of load, by the share of requests sampled. */
const KINDS = {
  unsampled: { headers: traceParent("00") },
  tenth: { rotatingHeaders: [traceParent("01"), ...Array.from({ length: 9 }, () => traceParent("00"))] },
  sampled: { headers: traceParent("01") },
} satisfies Record<string, LoadOptions>;
type Kind = keyof typeof KINDS;
const ORDER: Kind[] = ["unsampled", "tenth", "sampled"];

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
    const usage = Object.fromEntries(ORDER.map((kind) => [kind, { main: 0, others: 0, answers: 0 }])) as Record<Kind, Usage>;
    return { config, port, sink, sentInSampledPhases: 0, sampledAnswers: 0, group: server.pid!, usage };
  });
  const url = (port: number) => `http://127.0.0.1:${port}/v1/modules`;
  await Promise.all(instances.map(({ port }) => waitForServer(`http://127.0.0.1:${port}/healthz`)));
  for (const { port } of instances) for (const kind of ORDER) await runAutocannon(url(port), tokens, 2, 16, KINDS[kind]);
  for (let cycle = 0; cycle < PHASES; cycle++) {
    // ABCCBA: a drift in speed meets every kind alike.
    for (const kind of cycle % 2 === 0 ? ORDER : [...ORDER].reverse()) {
      for (const instance of instances) {
        await warmUp(url(instance.port), tokens, 16, KINDS[kind]);
        const before = threadCpuSeconds(instance.group);
        const sentBefore = instance.sink.bytes;
        const result = await runAutocannon(url(instance.port), tokens, SECONDS, 16, KINDS[kind]);
        if (result.non2xx + result.errors > 0) throw new Error(`non-2xx answers or errors on ${instance.port}`);
        await new Promise((resolve) => setTimeout(resolve, SEND_PAUSE_MS));
        const after = threadCpuSeconds(instance.group);
        const usage = instance.usage[kind];
        usage.main += after.main - before.main;
        usage.others += after.others - before.others;
        usage.answers += result.requests;
        if (kind === "sampled") {
          instance.sentInSampledPhases += instance.sink.bytes - sentBefore;
          instance.sampledAnswers += result.requests;
        }
      }
    }
  }
  const perAnswer = (usage: Usage, part: "main" | "others") => (usage[part] * 1e6) / usage.answers;
  const total = (usage: Usage) => perAnswer(usage, "main") + perAnswer(usage, "others");
  console.log(`\nGET /v1/modules, start:api on PostgreSQL + Redis, ${os.cpus().length} cores, ${new Date().toISOString()}, load ${os.loadavg()[0]!.toFixed(2)}`);
  console.log(`${PHASES} cycles of ${SECONDS} s phases (none, a tenth, all sampled); CPU µs per answer, main thread + other threads; spans sent per sampled answer, in OTLP JSON bytes (about: a warm-up's last spans may leave during the phase after it)`);
  const shares = new Map<string, { sampled: number; tenth: number }[]>();
  const usageText = (usage: Usage) => `${perAnswer(usage, "main").toFixed(1)} + ${perAnswer(usage, "others").toFixed(1)}`;
  for (const instance of instances) {
    const { unsampled, tenth, sampled } = instance.usage;
    const share = { sampled: total(sampled) / total(unsampled) - 1, tenth: total(tenth) / total(unsampled) - 1 };
    shares.set(instance.config, [...(shares.get(instance.config) ?? []), share]);
    console.log(
      `  ${instance.config.padEnd(5)} :${instance.port}  none ${usageText(unsampled)}   a tenth ${usageText(tenth)}   all ${usageText(sampled)}   ` +
        `a sampled request +${(share.sampled * 100).toFixed(1)} % of an unsampled answer; a tenth sampled +${(share.tenth * 100).toFixed(1)} % (a tenth of the former: ${(share.sampled * 10).toFixed(1)} %); ` +
        `${(instance.sentInSampledPhases / instance.sampledAnswers).toFixed(0)} B sent per sampled answer`,
    );
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  for (const [config, values] of shares) {
    const [sampled, tenth] = [mean(values.map((value) => value.sampled)), mean(values.map((value) => value.tenth))];
    console.log(
      `${config}: a sampled request costs ${(sampled * 100).toFixed(1)} % more than one left out; one in ten sampled (the default 10 %) costs ${(tenth * 100).toFixed(1)} % per answer, against ${(sampled * 10).toFixed(1)} % from the former alone (means of ${values.length} instances)`,
    );
  }
} finally {
  for (const server of servers) stopServer(server);
  for (const sink of sinks) sink.close();
  await database.drop();
}
