// bench:api: GET /v1/modules on the app as `npm run start:api` serves it in production (node on the
// compiled dist/start-api.js, PostgreSQL + Redis), beside the same work done uncached on bare
// node:http (token lookup + modules query per request,
// scripts/bench/baseline-server.ts) and a bare node:http server answering a fixed body
// (scripts/bench/bare-server.ts), and the app again with usage counting off (USAGE_COUNTING=off),
// measured with autocannon in one run; each app configuration runs as two instances. Prints req/s, p50, p99, non-2xx, the ratios app/bare and
// app/baseline, and what counting usage costs (median of BENCH_ROUNDS interleaved rounds), each
// server's CPU µs per request, the date and the load average.
// Two more instances run with metrics (METRICS_PORT) and tracing (OTLP to a sink in this script,
// default 10 % sampling) on, and the run prints their throughput against the app with both off
// (issue 35: on/off ≥ 0.95), with what the sink received and the instances counted as proof that
// both were on. BENCH_TELEMETRY=0 leaves them out. Two more run with the request log off
// (REQUEST_LOG=off), and the run prints the app (log on) against them (issue 34: on/off ≥ 0.95);
// BENCH_REQUEST_LOG=0 leaves them out.
// Each of those ratios (and the app beside a second instance of itself, as a control) is measured
// again with both configurations loaded at once (scripts/bench/side-by-side.ts), which this
// machine's varying speed cannot tilt, and with the instances already done stopped; the targets
// are read from those. Every measured run, one after the other or side by side, follows
// BENCH_WARM_SECONDS (default 2) of unmeasured load on the same instances (run-autocannon.ts says why).
// The app is also driven at the oldest API version (`Api-Version`), whose answer of GET /v1/modules
// is shaped back from the newest (memoised per ETag and version), and the ratio oldest/newest printed.
//
//   npm run bench:api   (needs a built app: npm run build; PostgreSQL at BENCH_DATABASE_URL or
//                        TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; Redis at
//                        BENCH_REDIS_URL or TEST_REDIS_URL or redis://127.0.0.1:6379/13)
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  benchRedisUrl,
  benchServerEnv,
  createBenchDatabase,
  prepareBenchDatabase,
  requireBuild,
  startApiServer as startApi,
  startServer as start,
  stopServer as stop,
  waitForServer as waitFor,
} from "./bench/bench-server";
import { processGroupCpuSeconds } from "./bench/process-group-cpu";
import { runAutocannon, warmUp, type LoadResult } from "./bench/run-autocannon";
import { scrapeMetrics } from "./bench/scrape-metrics";
import { describeSideBySide, sideBySide } from "./bench/side-by-side";
import { startOtlpSink } from "./bench/otlp-sink";
import { NEWEST_API_VERSION, OLDEST_API_VERSION } from "../lib/domains/api-versions";
import { SERVER_NODE_FLAGS } from "../lib/adapters/server/server-node-flags";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// Each token allows 3 000 requests a minute, counted in Redis for both app servers alike: 300 of
// them rotating carry 15 000 req/s for a minute, above what the two app servers send together
// in a minute of rounds, so no token's limit is measured.
const TOKEN_COUNT = Number(process.env.BENCH_TOKENS ?? 300);
// The servers are measured in turn, ROUNDS times, and each one's median round is reported: on a
// machine shared with other work, a burst of load then hits all three alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Each side-by-side run's seconds (scripts/bench/side-by-side.ts): two configurations loaded at once.
const SIDE_SECONDS = Number(process.env.BENCH_SIDE_SECONDS ?? 5);
// Ports of their own: another app on the machine answering there would be measured instead.
const APP_PORT = Number(process.env.BENCH_PORT ?? 3420);
const PORTS = { app: APP_PORT, baseline: APP_PORT + 1, bare: APP_PORT + 2, appUncounted: APP_PORT + 3, app2: APP_PORT + 4, appUncounted2: APP_PORT + 5 };
const TELEMETRY = process.env.BENCH_TELEMETRY !== "0";
const TELEMETRY_PORTS = { app: APP_PORT + 6, app2: APP_PORT + 7, otlpSink: APP_PORT + 8, metrics: APP_PORT + 9, metrics2: APP_PORT + 10 };
const REQUEST_LOG_OFF = process.env.BENCH_REQUEST_LOG !== "0";
const LOG_OFF_PORTS = { app: APP_PORT + 11, app2: APP_PORT + 12 };


const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(" ");

function row(name: string, result: LoadResult): string {
  const cells = [result.requestsPerSecond.toFixed(0), String(result.p50), String(result.p99), String(result.non2xx), String(result.errors)];
  return `${name.padEnd(44)} ${cells.map((cell) => cell.padStart(8)).join(" ")}`;
}

/** The app's own answer, which the bare server then serves byte for byte. */
async function appBody(token: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORTS.app}/v1/modules`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`the app answered ${response.status}: ${body}`);
  return body;
}

/** The version the app answers `headers` at, refusing anything but a 200 (a bench of problems measures nothing). */
async function answeredVersion(token: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORTS.app}/v1/modules`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  if (response.status !== 200) throw new Error(`the app answered ${response.status}: ${await response.text()}`);
  return response.headers.get("api-version") ?? "none";
}

/** Refuses a port something already answers on. */
async function requireFreePort(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (answered) throw new Error(`port ${port} is already in use: set BENCH_PORT, or stop what listens there`);
}

requireBuild();
await Promise.all([...Object.values(PORTS), ...(TELEMETRY ? Object.values(TELEMETRY_PORTS) : []), ...(REQUEST_LOG_OFF ? Object.values(LOG_OFF_PORTS) : [])].map(requireFreePort));
const database = await createBenchDatabase("bench_api");
const otlpSink = TELEMETRY ? startOtlpSink(TELEMETRY_PORTS.otlpSink) : null;

/** Requests the telemetry instances' /metrics counted: proof that metrics were on. */
async function countedByMetrics(): Promise<number> {
  let counted = 0;
  for (const port of [TELEMETRY_PORTS.metrics, TELEMETRY_PORTS.metrics2]) counted += (await scrapeMetrics(port))("http_server_request_duration_seconds_count");
  return counted;
}
/** Each server's process group (its own, so its CPU time can be read: process-group-cpu.ts). */
const serverOn = new Map<number, ChildProcess>();
const bodyFile = path.join(os.tmpdir(), `bench-api-body-${process.pid}.json`);
try {
  const { tokens } = await prepareBenchDatabase(database.url, TOKEN_COUNT);
  const env = benchServerEnv(database.url);
  const appEnv = { ...env, REDIS_URL: benchRedisUrl, HOSTNAME: "127.0.0.1" };
  // Two instances of each app configuration, started alternately: instances of the same build
  // differ by up to ~10 % from one another (measured with counting on in both), more than the
  // cost of counting, so each configuration's figure pools two instances.
  for (const [port, counting] of [[PORTS.app, "on"], [PORTS.appUncounted, "off"], [PORTS.appUncounted2, "off"], [PORTS.app2, "on"]] as const) {
    serverOn.set(port, startApi({ ...appEnv, PORT: String(port), USAGE_COUNTING: counting }));
  }
  const telemetryEnv = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${TELEMETRY_PORTS.otlpSink}`, METRICS_HOSTNAME: "127.0.0.1" };
  if (TELEMETRY) {
    for (const [port, metricsPort] of [[TELEMETRY_PORTS.app, TELEMETRY_PORTS.metrics], [TELEMETRY_PORTS.app2, TELEMETRY_PORTS.metrics2]] as const) {
      serverOn.set(port, startApi({ ...appEnv, ...telemetryEnv, PORT: String(port), METRICS_PORT: String(metricsPort) }));
    }
  }
  if (REQUEST_LOG_OFF) {
    for (const port of Object.values(LOG_OFF_PORTS)) serverOn.set(port, startApi({ ...appEnv, PORT: String(port), REQUEST_LOG: "off" }));
  }
  // The reference server runs through tsx, which hands node's flags on from NODE_OPTIONS.
  serverOn.set(PORTS.baseline, start("node_modules/.bin/tsx", ["scripts/bench/baseline-server.ts"], { ...env, NODE_OPTIONS: SERVER_NODE_FLAGS.join(" "), PORT: String(PORTS.baseline) }));
  const appPorts = [PORTS.app, PORTS.app2, PORTS.appUncounted, PORTS.appUncounted2, ...(TELEMETRY ? [TELEMETRY_PORTS.app, TELEMETRY_PORTS.app2] : []), ...(REQUEST_LOG_OFF ? Object.values(LOG_OFF_PORTS) : [])];
  await Promise.all([...appPorts.map((port) => `${port}/sign-in`), `${PORTS.baseline}/`].map((target) => waitFor(`http://127.0.0.1:${target}`)));
  const body = await appBody(tokens[0]!);
  const modules = (JSON.parse(body) as { data: unknown[] }).data.length;
  fs.writeFileSync(bodyFile, body);
  serverOn.set(PORTS.bare, start("node_modules/.bin/tsx", ["scripts/bench/bare-server.ts"], { BARE_BODY_FILE: bodyFile, PORT: String(PORTS.bare) }));
  await waitFor(`http://127.0.0.1:${PORTS.bare}/`);

  // The demo account is on the newest version, so the app's own row is the newest one's.
  const atOldest = { "Api-Version": OLDEST_API_VERSION };
  const versions = { newest: await answeredVersion(tokens[0]!, {}), oldest: await answeredVersion(tokens[0]!, atOldest) };
  if (versions.newest !== NEWEST_API_VERSION || versions.oldest !== OLDEST_API_VERSION) throw new Error(`the app answered at ${JSON.stringify(versions)}`);
  const servers: [name: string, ports: number[], headers?: Record<string, string>][] = [
    ["start:api (the app, cached)", [PORTS.app, PORTS.app2]],
    ["node:http baseline (same work, uncached)", [PORTS.baseline]],
    ["bare node:http (fixed body)", [PORTS.bare]],
    ["start:api, usage counting off", [PORTS.appUncounted, PORTS.appUncounted2]],
    ...(TELEMETRY ? [["start:api, metrics and tracing on", [TELEMETRY_PORTS.app, TELEMETRY_PORTS.app2]] as [string, number[]]] : []),
    ...(REQUEST_LOG_OFF ? [["start:api, request log off", Object.values(LOG_OFF_PORTS)] as [string, number[]]] : []),
    [`start:api at API version ${OLDEST_API_VERSION}`, [PORTS.app, PORTS.app2], atOldest],
  ];
  const oldestIndex = servers.length - 1;
  // Warm each (JIT, connection pools, the app's caches) before measuring.
  for (const [, ports, headers] of servers) for (const port of ports) await runAutocannon(`http://127.0.0.1:${port}/v1/modules`, tokens, 3, CONNECTIONS, { headers });
  const loadBefore = loadAverage();
  const rounds: LoadResult[][] = servers.map(() => []);
  // CPU µs per answered request of each run: what a busy machine disturbs least (see below).
  const cpuPerRequest: number[][] = servers.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    // Every other round in reverse order, so no server always runs right after the same one.
    const order = [...servers.keys()];
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      for (const port of servers[index]![1]) {
        const pgid = serverOn.get(port)!.pid!;
        await warmUp(`http://127.0.0.1:${port}/v1/modules`, tokens, CONNECTIONS, { headers: servers[index]![2] });
        const cpuBefore = processGroupCpuSeconds(pgid);
        const result = await runAutocannon(`http://127.0.0.1:${port}/v1/modules`, tokens, SECONDS, CONNECTIONS, { headers: servers[index]![2] });
        rounds[index]!.push(result);
        cpuPerRequest[index]!.push(((processGroupCpuSeconds(pgid) - cpuBefore) * 1e6) / Math.max(1, result.requests));
      }
    }
  }
  // The on/off ratios again, each pair of configurations loaded at the same time (side-by-side.ts):
  // the machine's slow and fast seconds then fall on both alike. Two instances of the same
  // configuration side by side show what the method itself scatters: measured just before
  // telemetry, beside the same four instances, it is that comparison's control (the earlier
  // comparisons run with more instances alive).
  const url = (port: number) => `http://127.0.0.1:${port}/v1/modules`;
  const sideOptions = { tokens, seconds: SIDE_SECONDS, connections: CONNECTIONS, rounds: ROUNDS };
  const appSide = { ports: [PORTS.app, PORTS.app2] };
  // Idle instances beside measured ones raise their CPU per answer, by a third to a half on this
  // VM (scripts/bench/instances-alive.ts), as no deployment's neighbours would: each comparison
  // runs with only the instances still to be measured alive, those done stopped first.
  // The control and telemetry come last, each beside the same four instances.
  const stopInstances = async (ports: number[]) => {
    const children = ports.map((port) => serverOn.get(port)!);
    for (const port of ports) serverOn.delete(port);
    // Gone before the next runs start (their shutdown flushes), within a bound.
    const exited = children.map((child) => (child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve))));
    for (const child of children) stop(child);
    await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  await stopInstances([PORTS.baseline, PORTS.bare]);
  const counting = await sideBySide(url, { ports: [PORTS.appUncounted, PORTS.appUncounted2] }, appSide, sideOptions);
  await stopInstances([PORTS.appUncounted, PORTS.appUncounted2]);
  const requestLog = REQUEST_LOG_OFF ? await sideBySide(url, { ports: Object.values(LOG_OFF_PORTS) }, appSide, sideOptions) : null;
  if (REQUEST_LOG_OFF) await stopInstances(Object.values(LOG_OFF_PORTS));
  const oldestVersion = await sideBySide(url, appSide, { ...appSide, headers: atOldest }, sideOptions);
  const sideRatios = {
    counting,
    requestLog,
    oldestVersion,
    sameApp: await sideBySide(url, appSide, appSide, sideOptions),
    telemetry: TELEMETRY ? await sideBySide(url, appSide, { ports: [TELEMETRY_PORTS.app, TELEMETRY_PORTS.app2] }, sideOptions) : null,
  };

  const median = (results: LoadResult[]) => [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(results.length / 2)]!;
  const measured = servers.map(([name], index) => [name, median(rounds[index]!)] as [string, LoadResult]);
  const [app, baseline, bare, uncounted] = measured.map(([, result]) => result) as [LoadResult, LoadResult, LoadResult, LoadResult];

  console.log(`\nGET /v1/modules (${modules} modules), ${SECONDS} s, ${CONNECTIONS} connections, ${TOKEN_COUNT} tokens rotating, PostgreSQL + Redis, ${os.cpus().length} cores`);
  console.log(`${new Date().toISOString()}; load average before the rounds ${loadBefore}, after ${loadAverage()} (1, 5, 15 min)`);
  console.log(`median of ${ROUNDS} interleaved rounds (the app's configurations: of both instances' runs); req/s of every run: ${rounds.map((results, index) => `${servers[index]![0].split(" (")[0]} ${results.map((result) => result.requestsPerSecond.toFixed(0)).join("/")}`).join(", ")}\n`);
  console.log(`${"server".padEnd(44)} ${["req/s", "p50 ms", "p99 ms", "non-2xx", "errors"].map((cell) => cell.padStart(8)).join(" ")}`);
  for (const [name, result] of measured) console.log(row(name, result));
  console.log(`\napp/bare:     ${(app.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} (target ≥ 0.35, app p99 ≤ 3 ms: ${app.p99} ms)`);
  console.log(`app/baseline: ${(app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
  const countingCost = (uncounted.requestsPerSecond - app.requestsPerSecond) / uncounted.requestsPerSecond;
  console.log(`usage counting: costs ${(countingCost * 100).toFixed(1)} % of throughput (counting off ${uncounted.requestsPerSecond.toFixed(0)} req/s; one after the other: see side by side below)`);
  const named = (name: string) => measured.find(([server]) => server === name)?.[1];
  const logOff = named("start:api, request log off");
  if (logOff) {
    console.log(`request log:  on/off ${(app.requestsPerSecond / logOff.requestsPerSecond).toFixed(3)} (log off ${logOff.requestsPerSecond.toFixed(0)} req/s, p99 ${logOff.p99} ms; on ${app.requestsPerSecond.toFixed(0)} req/s, p99 ${app.p99} ms; one after the other: see side by side below)`);
  }
  if (TELEMETRY) {
    const traced = named("start:api, metrics and tracing on")!;
    console.log(`telemetry:    on/off ${(traced.requestsPerSecond / app.requestsPerSecond).toFixed(3)} (metrics + tracing at ${traced.requestsPerSecond.toFixed(0)} req/s, p99 ${traced.p99} ms; both off ${app.requestsPerSecond.toFixed(0)} req/s; one after the other: see side by side below)`);
    // Both really on: spans reached the sink and /metrics counted the requests.
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the last batch (sent every second)
    console.log(`              the sink received ${otlpSink?.exports} OTLP exports (${((otlpSink?.bytes ?? 0) / 1e6).toFixed(1)} MB); /metrics counted ${await countedByMetrics()} requests`);
  }
  const oldest = measured[oldestIndex]![1];
  console.log(
    `API versions: oldest/newest ${(oldest.requestsPerSecond / app.requestsPerSecond).toFixed(3)} (${OLDEST_API_VERSION} ${oldest.requestsPerSecond.toFixed(0)} req/s, p99 ${oldest.p99} ms; ${NEWEST_API_VERSION} ${app.requestsPerSecond.toFixed(0)} req/s, p99 ${app.p99} ms)`,
  );
  console.log(`\nSide by side (two configurations loaded at once, ${Math.floor(CONNECTIONS / 2)} connections each, ${SIDE_SECONDS} s runs; the median and quartiles of their req/s ratio):`);
  console.log(`  the app beside itself (what the method scatters)  ${describeSideBySide(sideRatios.sameApp)}`);
  if (sideRatios.telemetry) console.log(`  telemetry on/off                                  ${describeSideBySide(sideRatios.telemetry)}  (target ≥ 0.95)`);
  if (sideRatios.requestLog) console.log(`  request log on/off                                ${describeSideBySide(sideRatios.requestLog)}  (target ≥ 0.95)`);
  console.log(`  usage counting on/off                             ${describeSideBySide(sideRatios.counting)}  (cost ≤ 5 %: ≥ 0.95)`);
  console.log(`  API version oldest/newest                         ${describeSideBySide(sideRatios.oldestVersion)}`);
  const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [appCpu, , bareCpu] = cpuPerRequest.map(medianOf) as [number, number, number, number];
  console.log(`\nCPU per request (µs, the server's process group, median of its runs): ${servers.map(([name], index) => `${name.split(" (")[0]} ${medianOf(cpuPerRequest[index]!).toFixed(0)}`).join(", ")}`);
  // Less disturbed by other work than req/s, but not free of it (a starved process pays for cache
  // misses and switches too): a second view beside the ratio, not the target.
  console.log(`bare/app CPU per request: ${(bareCpu / appCpu).toFixed(3)}`);
  const failures = rounds.flat().reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  if (failures) console.log(`WARNING: ${failures} non-2xx answers or errors across the rounds: these figures do not count`);
} finally {
  for (const child of serverOn.values()) stop(child);
  fs.rmSync(bodyFile, { force: true });
  otlpSink?.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
