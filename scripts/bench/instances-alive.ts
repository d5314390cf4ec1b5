// What other instances alive on the machine, idle, do to a measured one: `npm run bench:api` kept
// eight app instances and two servers of its own up for its whole run while it drove one or two
// at a time (it now stops each configuration's once measured), and telemetry-parts.ts keeps
// eight. Four instances (tracing off, at 10 % with metrics on, on, off) are driven in turn with GET /v1/modules (16 connections, BENCH_SECONDS each) in
// phases ALONE or CROWDED (EXTRA more instances started for the phase, each answering one request
// so its pools and caches are open, then left idle, and stopped after it); the phases alternate
// (PHASES, default ABBAAB). Prints each instance's CPU per answer, all threads, by phase, and
// tracing's cost by CPU (off/on) in each kind of phase.
//
//   npx tsx --tsconfig tsconfig.json scripts/bench/instances-alive.ts
//   (PostgreSQL and Redis as for `npm run bench:api`)
import os from "node:os";
import { benchRedisUrl, benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startApiServer, stopServer, waitForServer } from "./bench-server";
import { startOtlpSink } from "./otlp-sink";
import { threadCpuSeconds } from "./process-group-cpu";
import { runAutocannon } from "./run-autocannon";

const PHASES = (process.env.PHASES ?? "alone,crowded,crowded,alone,alone,crowded").split(",");
const EXTRA = Number(process.env.EXTRA ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3520);
const SINK_PORT = BASE_PORT + 79;

type Setting = "off" | "0.1";
requireBuild();
const sink = startOtlpSink(SINK_PORT);
const database = await createBenchDatabase("bench_instances_alive");
const running = new Set<ReturnType<typeof startApiServer>>();
try {
  const { tokens } = await prepareBenchDatabase(database.url, 300);
  const appEnv = { ...benchServerEnv(database.url), REDIS_URL: benchRedisUrl, HOSTNAME: "127.0.0.1", METRICS_HOSTNAME: "127.0.0.1" };
  const url = (port: number) => `http://127.0.0.1:${port}/v1/modules`;
  const start = (setting: Setting, port: number) => {
    const telemetry: Record<string, string> = setting === "off" ? {} : { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT}`, OTEL_TRACES_SAMPLER_RATIO: setting, METRICS_PORT: String(port + 40) };
    const server = startApiServer({ ...appEnv, ...telemetry, PORT: String(port) });
    running.add(server);
    return { port, setting, server };
  };
  const measured = (["off", "0.1", "0.1", "off"] as const).map((setting, index) => start(setting, BASE_PORT + index));
  await Promise.all(measured.map(({ port }) => waitForServer(`http://127.0.0.1:${port}/healthz`)));
  for (const { port } of measured) await runAutocannon(url(port), tokens, 4, 16);
  const totals = new Map<string, { cpuSeconds: number; answers: number }>();
  for (const phase of PHASES) {
    const extras = phase === "crowded" ? Array.from({ length: EXTRA }, (_, index) => start(index % 2 ? "0.1" : "off", BASE_PORT + 10 + index)) : [];
    await Promise.all(extras.map(({ port }) => waitForServer(`http://127.0.0.1:${port}/healthz`)));
    for (const { port } of extras) await fetch(url(port), { headers: { authorization: `Bearer ${tokens[0]}` } });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const perAnswer: string[] = [];
    for (const { port, setting, server } of measured) {
      const before = threadCpuSeconds(server.pid!);
      const result = await runAutocannon(url(port), tokens, SECONDS, 16);
      const after = threadCpuSeconds(server.pid!);
      const cpuSeconds = after.main + after.others - before.main - before.others;
      const total = totals.get(`${phase} ${setting}`) ?? { cpuSeconds: 0, answers: 0 };
      totals.set(`${phase} ${setting}`, { cpuSeconds: total.cpuSeconds + cpuSeconds, answers: total.answers + result.requests });
      perAnswer.push(`${setting} ${((cpuSeconds * 1e6) / result.requests).toFixed(0)}`);
    }
    console.log(`${phase.padEnd(8)} ${perAnswer.join(", ")} µs per answer`);
    for (const { server } of extras) {
      stopServer(server);
      running.delete(server);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  console.log(`\nGET /v1/modules, start:api on PostgreSQL + Redis, ${os.cpus().length} cores, ${new Date().toISOString()}; ${EXTRA} idle instances beside the four when crowded`);
  for (const phase of new Set(PHASES)) {
    const perAnswer = (setting: Setting) => {
      const total = totals.get(`${phase} ${setting}`)!;
      return (total.cpuSeconds * 1e6) / total.answers;
    };
    console.log(`${phase.padEnd(8)} tracing off ${perAnswer("off").toFixed(0)} µs, at 10 % ${perAnswer("0.1").toFixed(0)} µs per answer: off/on ${(perAnswer("off") / perAnswer("0.1")).toFixed(3)}`);
  }
} finally {
  for (const server of running) stopServer(server);
  sink.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
