// Why a sampled request costs more the rarer it is, without the app: one process does a loop of
// work shaped like an answer (it walks EVICT_MIB MiB of memory a cache line at a time and builds
// and serialises a small JSON answer), and on one iteration in N also makes what trace-request.ts
// makes for a sampled request: a server span with its attributes, a child span under it (the
// Redis command's), both ended and exported by the SDK's BatchSpanProcessor over OTLP/HTTP to a
// sink in a child process, as tracing.ts configures it. Phases alternate (ABAB…, PAIRS pairs of
// PHASE_MS): A without spans, B with them; the medians of their CPU per iteration give what one
// sampled iteration adds. Printed for every N in ONE_IN and every size in EVICT_MIB: if the span
// path cost the same wherever it ran, the figure would not move with N or with the memory walked;
// on the tenth machine it grew with both (docs/telemetry-cost.md), which is what the CPU's caches
// do to code that runs rarely among work that evicts it (these VMs have no hardware counters to
// count the misses themselves).
//
//   npx tsx --tsconfig tsconfig.json scripts/bench/rare-span-cost.ts
//   (ONE_IN=1,10,50 EVICT_MIB=0,32 PAIRS=8 PHASE_MS=2000; needs nothing running)
import { fork } from "node:child_process";
import { context, ROOT_CONTEXT, SpanKind, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { AlwaysOnSampler, BasicTracerProvider, BatchSpanProcessor, ParentBasedSampler } from "@opentelemetry/sdk-trace-base";
import { startOtlpSink } from "./otlp-sink";

const SINK_PORT = Number(process.env.BENCH_PORT ?? 3620);

if (process.argv[2] === "sink") {
  startOtlpSink(SINK_PORT);
  process.send?.("listening");
} else {
  await main();
}

async function main() {
  const oneIn = (process.env.ONE_IN ?? "1,10,50").split(",").map(Number);
  const evictMib = (process.env.EVICT_MIB ?? "0,32").split(",").map(Number);
  const pairs = Number(process.env.PAIRS ?? 8);
  const phaseMs = Number(process.env.PHASE_MS ?? 2000);

  const sink = fork(process.argv[1]!, ["sink"], { execArgv: process.execArgv });
  await new Promise((resolve) => sink.once("message", resolve));
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  // As tracing.ts: parent-based, a batch every second or 512 spans, OTLP/HTTP JSON. Every span
  // this script asks for is sampled; which iterations ask is the script's choice.
  const provider = new BasicTracerProvider({
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `http://127.0.0.1:${SINK_PORT}/v1/traces` }), { scheduledDelayMillis: 1000 })],
  });
  trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer("rare-span-cost");

  /** What trace-request.ts does for a sampled request, around a Redis command's span. */
  function sampledRequest(iteration: number) {
    const span = tracer.startSpan("GET", { kind: SpanKind.SERVER }, ROOT_CONTEXT);
    span.setAttributes({ "http.request.method": "GET", request_id: `req_${iteration}` });
    context.with(trace.setSpan(ROOT_CONTEXT, span), () => {
      tracer.startSpan("evalsha", { kind: SpanKind.CLIENT, attributes: { "db.system": "redis", "db.statement": "evalsha" } }).end();
    });
    span.updateName("GET /v1/modules");
    span.setAttribute("http.route", "/v1/modules");
    span.setAttribute("http.response.status_code", 200);
    span.setAttribute("token.id", "tok_0123456789");
    span.end();
  }

  console.log("memory walked | sampled       | CPU per iteration: without spans → with | one sampled iteration adds");
  for (const mib of evictMib) {
    const work = answerShapedWork(mib);
    for (const n of oneIn) {
      /** CPU µs per iteration over one phase; with spans on every nth iteration. */
      const phase = async (withSpans: boolean) => {
        const started = process.cpuUsage();
        const until = Date.now() + phaseMs;
        let iterations = 0;
        while (Date.now() < until) {
          for (let batch = 0; batch < 50; batch += 1, iterations += 1) {
            work(iterations);
            if (withSpans && iterations % n === 0) sampledRequest(iterations);
          }
          // Lets the span processor's timer and the exporter's socket run, as between requests.
          await new Promise((resolve) => setImmediate(resolve));
        }
        const used = process.cpuUsage(started);
        return (used.user + used.system) / iterations;
      };
      await phase(true); // warms both paths
      await phase(false);
      const cpuWithout: number[] = [];
      const cpuWith: number[] = [];
      for (let pair = 0; pair < pairs; pair += 1) {
        cpuWithout.push(await phase(false));
        cpuWith.push(await phase(true));
      }
      const [a, b] = [median(cpuWithout), median(cpuWith)];
      console.log(`${`${mib} MiB`.padEnd(13)} | 1 in ${String(n).padEnd(7)} | ${a.toFixed(1)} → ${b.toFixed(1)} µs`.padEnd(78) + ` | +${((b - a) * n).toFixed(1)} µs`);
    }
  }
  await provider.shutdown();
  contextManager.disable();
  sink.kill();
}

/** An iteration of work: a walk over `mib` MiB a cache line at a time, then a small JSON answer built and serialised. */
function answerShapedWork(mib: number): (iteration: number) => void {
  const memory = new Int32Array(Math.max(16, (mib * 1024 * 1024) / 4));
  const linesPerIteration = Math.min(memory.length / 16, 4096);
  let cursor = 0;
  let checksum = 0;
  return (iteration) => {
    for (let line = 0; line < linesPerIteration; line += 1) {
      // 97 lines apart, so the hardware prefetcher cannot follow and each step is a line of its own.
      cursor = (cursor + 16 * 97) % memory.length;
      checksum += memory[cursor]!++;
    }
    const data = Array.from({ length: 12 }, (_, index) => ({ id: `mod_${iteration}_${index}`, name: `Module ${index}`, state: index % 2 ? "synced" : "pending", updated_at: new Date(1e12 + iteration).toISOString() }));
    checksum += JSON.stringify({ data, has_more: false }).length;
    if (checksum === -1) console.log(checksum); // keeps the work observable, so it is not optimised away
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}
