// bench:request-log: what recording every request costs. GET /v1/modules on `start:api` with the
// request log on and off (REQUEST_LOG), PostgreSQL + Redis, measured in one run in interleaved
// rounds; prints req/s, p50, p99 of each, the ratio on/off (goal ≥ 0.95) and the p99 difference.
// Then checks the log of the "on" server: every request answered has exactly one record. Beside
// throughput, the CPU each answer cost, split between the API process and PostgreSQL (the database
// shares this machine's cores, so here the log's inserts slow the API down; in production they
// run on the database's machine).
//
//   npm run bench:request-log              (needs a built app; BENCH_SECONDS, BENCH_ROUNDS)
//   SOAK_SECONDS=180 RATE=200 npm run bench:request-log
//                                          (the soak: RATE req/s on both servers at once for SOAK_SECONDS,
//                                          p99 of each and the difference, and every request's record
//                                          checked by its id: scripts/bench/request-log-soak.ts; exits 1
//                                          on a missing, duplicated or stray record. `-- --soak` alone: 180 s)
import autocannon from "autocannon";
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import pg from "pg";
import { cpuSecondsBetween, parentPidOf, processAndChildrenTicks, processGroupCpuSeconds } from "./bench/process-group-cpu";
import { soakRequestLog } from "./bench/request-log-soak";
import { describeSideBySide, sideBySide, sideConnections } from "./bench/side-by-side";
import { benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startApiServer, stopServer, waitForServer } from "./bench/bench-server";

const soak = process.argv.includes("--soak") || process.env.SOAK_SECONDS !== undefined;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const SOAK_RATE = Number(process.env.RATE ?? process.env.SOAK_RATE ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Each side-by-side run's seconds (scripts/bench/side-by-side.ts).
const SIDE_SECONDS = Number(process.env.BENCH_SIDE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/13";
const PORT = Number(process.env.BENCH_PORT ?? 3960);
const servers = [
  { name: "request log on", port: PORT, log: "on" },
  { name: "request log off", port: PORT + 1, log: "off" },
] as const;

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** CPU µs per answer: the server's process group, and PostgreSQL's (every backend, the log's inserts included). */
  apiCpuUs?: number;
  databaseCpuUs?: number;
}

async function load(port: number, tokens: string[], seconds: number): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/v1/modules`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) }],
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

requireBuild();
const database = await createBenchDatabase(process.env.BENCH_DATABASE_PREFIX ?? "bench_request_log");
const children: ChildProcess[] = [];
try {
  const { tokens } = await prepareBenchDatabase(database.url, 300);
  const env = { ...benchServerEnv(database.url), REDIS_URL, HOSTNAME: "127.0.0.1" };
  for (const server of servers) children.push(startApiServer({ ...env, PORT: String(server.port), REQUEST_LOG: server.log }));
  await Promise.all(servers.map((server) => waitForServer(`http://127.0.0.1:${server.port}/healthz`)));
  const postmaster = await postmasterOf(database.url);
  let sentToLogged = 0;
  // autocannon counts no answer of the request each connection has in flight when a run ends, but
  // the server answers (and records) it: at most one per connection per run on the logging server.
  let runsOnLogged = 0;
  for (const server of servers) {
    const warm = await load(server.port, tokens, 3);
    if (server.log === "on") {
      sentToLogged += warm.total;
      runsOnLogged++;
    }
  }
  if (soak) {
    const exact = await soakRequestLog({ servers, tokens, databaseUrl: database.url, seconds: SOAK_SECONDS, rate: SOAK_RATE });
    process.exitCode = exact ? 0 : 1;
  } else await measureRounds(tokens, sentToLogged, runsOnLogged, { api: children.map((child) => child.pid!), postmaster });
} finally {
  for (const child of children) stopServer(child);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}

/** The throughput benchmark: interleaved rounds of BENCH_SECONDS on each server, then the log's count. */
async function measureRounds(tokens: string[], sentBefore: number, runsBefore: number, groups: { api: number[]; postmaster: number }): Promise<void> {
  let sentToLogged = sentBefore;
  let runsOnLogged = runsBefore;
  const results: Measured[][] = servers.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [1, 0] : [0, 1];
    for (const index of order) {
      const apiBefore = processGroupCpuSeconds(groups.api[index]!);
      const databaseBefore = processAndChildrenTicks(groups.postmaster);
      const result = await load(servers[index]!.port, tokens, SECONDS);
      // After the flush that follows the run, so its last records' insert is counted too.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const perAnswer = (seconds: number) => (seconds * 1e6) / Math.max(1, result.total);
      result.apiCpuUs = perAnswer(processGroupCpuSeconds(groups.api[index]!) - apiBefore);
      result.databaseCpuUs = perAnswer(cpuSecondsBetween(databaseBefore, processAndChildrenTicks(groups.postmaster)));
      results[index]!.push(result);
      if (servers[index]!.log === "on") {
        sentToLogged += result.total;
        runsOnLogged++;
      }
    }
  }
  // The same ratio with both servers loaded at once (scripts/bench/side-by-side.ts), which this
  // machine's varying speed cannot tilt. Both then share PostgreSQL's work too, so half of the
  // log's inserts is charged to the log-off server: the API process's own cost of the log is what
  // this ratio shows best.
  const [logOn, logOff] = servers;
  const side = await sideBySide((port) => `http://127.0.0.1:${port}/v1/modules`, { ports: [logOff.port] }, { ports: [logOn.port] }, { tokens, seconds: SIDE_SECONDS, connections: CONNECTIONS, rounds: ROUNDS * 2 });
  sentToLogged += side.answered.b;
  // Counted in whole runs of CONNECTIONS: a side-by-side run leaves at most half as many in flight.
  runsOnLogged += side.ratios.length * (sideConnections(CONNECTIONS) / CONNECTIONS);
  const median = (list: Measured[]) => [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(list.length / 2)]!;
  const [on, off] = results.map(median) as [Measured, Measured];
  console.log(`\nGET /v1/modules, ${SECONDS} s × ${ROUNDS} rounds, ${CONNECTIONS} connections, PostgreSQL + Redis, ${os.cpus().length} cores, load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")}`);
  console.log(`${"server".padEnd(20)} ${["req/s", "p50 ms", "p99 ms", "non-2xx", "errors"].map((cell) => cell.padStart(8)).join(" ")}`);
  for (const [index, server] of servers.entries()) {
    const result = index === 0 ? on : off;
    console.log(`${server.name.padEnd(20)} ${[result.requestsPerSecond.toFixed(0), result.p50, result.p99, result.non2xx, result.errors].map((cell) => String(cell).padStart(8)).join(" ")}`);
  }
  console.log(`\nthroughput log on / off: ${(on.requestsPerSecond / off.requestsPerSecond).toFixed(3)} one after the other; side by side ${describeSideBySide(side)} (goal ≥ 0.95)`);
  console.log(`p99 log on − off: ${(on.p99 - off.p99).toFixed(1)} ms (goal ≤ 1 ms)`);
  const medianOf = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const cpu = results.map((list) => ({ api: medianOf(list.map((result) => result.apiCpuUs!)), database: medianOf(list.map((result) => result.databaseCpuUs!)) }));
  console.log(
    `CPU µs per answer (median of the rounds): API process ${cpu[0]!.api.toFixed(0)} on, ${cpu[1]!.api.toFixed(0)} off (the log: +${(cpu[0]!.api - cpu[1]!.api).toFixed(0)}); ` +
      `PostgreSQL ${cpu[0]!.database.toFixed(0)} on, ${cpu[1]!.database.toFixed(0)} off (the log: +${(cpu[0]!.database - cpu[1]!.database).toFixed(0)})`,
  );

  // Past two flush intervals, every answered request must be in the log once.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ records: string; distinct_ids: string }>(
    "select count(*) as records, count(distinct request_id) as distinct_ids from request_log where path = '/v1/modules'",
  );
  await client.end();
  const records = Number(rows[0]!.records);
  const distinct = Number(rows[0]!.distinct_ids);
  const inFlight = runsOnLogged * CONNECTIONS;
  const exact = records >= sentToLogged && records - sentToLogged <= inFlight && records === distinct;
  console.log(
    `records: ${records} for ${sentToLogged} answers autocannon counted (+ up to ${inFlight} in flight at runs' ends); duplicates: ${records - distinct}${exact ? " (one each)" : " (MISMATCH)"}`,
  );
}

/**
 * The postmaster of the PostgreSQL server behind `databaseUrl`, when it runs on this machine (the
 * parent of this connection's backend); the CPU of backends that exit during a run is not
 * counted, and the pool keeps its connections through one.
 */
async function postmasterOf(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    return parentPidOf(rows[0]!.pid);
  } finally {
    await client.end();
  }
}
