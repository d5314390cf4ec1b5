// What a sampled request costs `start:api` beyond one left out, measured inside each process
// rather than between processes: an instance trusts 127.0.0.1's traceparent, and is driven with
// GET /v1/modules in rotating phases (ABCCBA: CYCLES cycles, default 4, kept even so each kind
// comes first as often as last; BENCH_SECONDS each) whose requests all carry an unsampled
// traceparent (flags 00), one in ten a sampled one (01) as at the default 10 %, or all a sampled
// one. Each phase follows BENCH_WARM_SECONDS of the same load (run-autocannon.ts says why) and a
// pause in which the warm-up's spans are sent; its CPU, main thread and other threads (the GC's
// helpers) apart, is read from /proc after its own spans have been sent, and summed by kind.
// Printed, by instance and by configuration: CPU µs per answer of each kind, what a sampled
// request adds as a share of an unsampled answer, what one in ten adds against a tenth of that,
// and the OTLP bytes sent per sampled answer. All kinds meet the same weather on this VM (whose
// speed moves by a quarter between seconds), but they share a process: a phase carries what the
// kinds before it left behind (code compiled for both, garbage), so these shares are a floor,
// below what separate instances serving one kind of load each pay (telemetry-parts.ts, configuration
// `parent`).
// CONFIGS lists instances, run at the same time and driven in turn: `this` (this checkout) or
// `base` (the checkout in BASE_DIR: a worktree of an earlier commit, node_modules linked, dist/ built).
//
//   CONFIGS=this,base,this,base BASE_DIR=/work/base npx tsx --tsconfig tsconfig.json scripts/bench/sampled-request-cost.ts
//   (a PostgreSQL and Redis as for `npm run bench:api`)
import os from "node:os";
import { baseCheckout, benchRedisUrl, benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startApiServer, stopServer, waitForServer } from "./bench-server";
import { startOtlpSink } from "./otlp-sink";
import { threadCpuSeconds } from "./process-group-cpu";
import { oneInTenSampled, traceParent } from "./trace-parents";
import { runAutocannon, warmUp, type LoadOptions } from "./run-autocannon";

const CONFIGS = (process.env.CONFIGS ?? "this,this").split(",");
const CYCLES = Number(process.env.CYCLES ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3540);
// Each instance's sink: SINK_PORT + its index.
const SINK_PORT = BASE_PORT + 40;
// Longer than the span processor's send interval (1 s), so the spans made before it are sent within it.
const SEND_PAUSE_MS = 1100;

// The phases' kinds of load, by the share of requests sampled.
const KINDS = {
  unsampled: { headers: traceParent("00") },
  tenth: oneInTenSampled,
  sampled: { headers: traceParent("01") },
} satisfies Record<string, LoadOptions>;
type Kind = keyof typeof KINDS;
const ORDER: Kind[] = ["unsampled", "tenth", "sampled"];

interface Usage {
  main: number;
  others: number;
  answers: number;
}

interface Instance {
  config: string;
  port: number;
  sink: ReturnType<typeof startOtlpSink>;
  group: number;
  usage: Record<Kind, Usage>;
  /** OTLP bytes sent during the all-sampled phases. */
  sampledBytes: number;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, SEND_PAUSE_MS));
const url = (port: number) => `http://127.0.0.1:${port}/v1/modules`;

/** One measured phase of `kind` on `instance`, its CPU and answers added to the kind's usage. */
async function measurePhase(instance: Instance, kind: Kind, tokens: string[]): Promise<void> {
  await warmUp(url(instance.port), tokens, 16, KINDS[kind]);
  await pause();
  const before = threadCpuSeconds(instance.group);
  const sentBefore = instance.sink.bytes;
  const result = await runAutocannon(url(instance.port), tokens, SECONDS, 16, KINDS[kind]);
  if (result.non2xx + result.errors > 0) throw new Error(`non-2xx answers or errors on ${instance.port}`);
  await pause();
  const after = threadCpuSeconds(instance.group);
  const usage = instance.usage[kind];
  usage.main += after.main - before.main;
  usage.others += after.others - before.others;
  usage.answers += result.requests;
  if (kind === "sampled") instance.sampledBytes += instance.sink.bytes - sentBefore;
}

const perAnswer = (usage: Usage, part: "main" | "others") => (usage[part] * 1e6) / usage.answers;
const total = (usage: Usage) => perAnswer(usage, "main") + perAnswer(usage, "others");
const usageText = (usage: Usage) => `${perAnswer(usage, "main").toFixed(1)} + ${perAnswer(usage, "others").toFixed(1)}`;
const signedPercent = (share: number) => `${share >= 0 ? "+" : "−"}${Math.abs(share * 100).toFixed(1)} %`;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function report(instances: Instance[]): void {
  console.log(`\nGET /v1/modules, start:api on PostgreSQL + Redis, ${os.cpus().length} cores, ${new Date().toISOString()}, load ${os.loadavg()[0]!.toFixed(2)}`);
  console.log(`${CYCLES} cycles of ${SECONDS} s phases (none, one in ten, all sampled); CPU µs per answer, main thread + other threads; spans sent per sampled answer, in OTLP JSON bytes`);
  const shares = new Map<string, { sampled: number; tenth: number }[]>();
  for (const instance of instances) {
    const { unsampled, tenth, sampled } = instance.usage;
    const share = { sampled: total(sampled) / total(unsampled) - 1, tenth: total(tenth) / total(unsampled) - 1 };
    shares.set(instance.config, [...(shares.get(instance.config) ?? []), share]);
    console.log(
      `  ${instance.config.padEnd(5)} :${instance.port}  none ${usageText(unsampled)}   one in ten ${usageText(tenth)}   all ${usageText(sampled)}   ` +
        `a sampled request ${signedPercent(share.sampled)} of an unsampled answer; one in ten ${signedPercent(share.tenth)} (a tenth of the former: ${signedPercent(share.sampled / 10)}); ` +
        `${(instance.sampledBytes / sampled.answers).toFixed(0)} B sent per sampled answer`,
    );
  }
  for (const [config, values] of shares) {
    const [sampled, tenth] = [mean(values.map((value) => value.sampled)), mean(values.map((value) => value.tenth))];
    console.log(
      `${config}: a sampled request costs ${signedPercent(sampled)} of one left out; one in ten sampled (the default 10 %) ${signedPercent(tenth)} per answer, ` +
        `against ${signedPercent(sampled / 10)} from the former alone (means of ${values.length} instances)`,
    );
  }
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
  const instances = CONFIGS.map((config, index): Instance => {
    const port = BASE_PORT + index;
    if (config !== "base" && config !== "this") throw new Error(`${config}: a configuration is this or base`);
    const cwd = config === "base" ? baseCheckout(config) : undefined;
    // A sink each, so what each instance sent can be compared: an instance that dropped spans would send less.
    const sink = startOtlpSink(SINK_PORT + index);
    sinks.push(sink);
    const server = startApiServer({ ...appEnv, PORT: String(port), METRICS_PORT: String(port + 20), OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT + index}` }, cwd);
    servers.push(server);
    const usage = Object.fromEntries(ORDER.map((kind) => [kind, { main: 0, others: 0, answers: 0 }])) as Record<Kind, Usage>;
    return { config, port, sink, group: server.pid!, usage, sampledBytes: 0 };
  });
  await Promise.all(instances.map(({ port }) => waitForServer(`http://127.0.0.1:${port}/healthz`)));
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    // ABCCBA: a drift in speed meets every kind alike.
    for (const kind of cycle % 2 === 0 ? ORDER : [...ORDER].reverse()) {
      for (const instance of instances) await measurePhase(instance, kind, tokens);
    }
  }
  report(instances);
} finally {
  for (const server of servers) stopServer(server);
  for (const sink of sinks) sink.close();
  await database.drop();
}
