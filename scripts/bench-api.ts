// bench:api: GET /v1/modules on `next start` beside a bare node:http baseline doing the same
// token lookup and query (scripts/bench/baseline-server.ts), both on one PostgreSQL database,
// measured with autocannon in the same run. Prints requests/s, p50, p99 and the ratio.
//
//   npm run bench:api            (needs a built app: npm run build; PostgreSQL at BENCH_DATABASE_URL
//                                 or TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
import type { ChildProcess } from "node:child_process";
import {
  benchServerEnv,
  createBenchDatabase,
  prepareBenchDatabase,
  requireBuild,
  startServer as start,
  stopServer as stop,
  waitForServer as waitFor,
} from "./bench/bench-server";
import { runAutocannon, type LoadResult } from "./bench/run-autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// Enough tokens that the 3 000/min extended limit of each is never what is measured.
const TOKEN_COUNT = 60;

function row(name: string, result: LoadResult): string {
  return `${name.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${String(result.p50).padStart(8)} ${String(result.p99).padStart(8)} ${String(result.non2xx).padStart(8)}`;
}

requireBuild();
const database = await createBenchDatabase("bench_api");
const children: ChildProcess[] = [];
try {
  const { tokens } = await prepareBenchDatabase(database.url, TOKEN_COUNT);
  const env = benchServerEnv(database.url);
  // The app as `npm start` serves it (lib/server/start-server.ts: /v1 outside Next's router),
  // the same build under plain `next start` (every request through Next's router), and the baseline.
  children.push(start("node_modules/.bin/tsx", ["lib/server/start-server.ts"], { ...env, PORT: "3300", HOSTNAME: "127.0.0.1" }));
  children.push(start("node_modules/.bin/next", ["start", "-p", "3302", "-H", "127.0.0.1"], env));
  children.push(start("node_modules/.bin/tsx", ["scripts/bench/baseline-server.ts"], { ...env, PORT: "3301" }));
  await Promise.all(["3300/sign-in", "3302/sign-in", "3301/"].map((target) => waitFor(`http://127.0.0.1:${target}`)));

  const measured: [string, LoadResult][] = [];
  for (const [name, port] of [["npm start (app)", 3300], ["next start (same build)", 3302], ["node:http baseline", 3301]] as const) {
    // Warm each (JIT, connection pools, route compilation) before measuring.
    await runAutocannon(`http://127.0.0.1:${port}/v1/modules`, tokens, 3, CONNECTIONS);
    measured.push([name, await runAutocannon(`http://127.0.0.1:${port}/v1/modules`, tokens, SECONDS, CONNECTIONS)]);
  }
  const [[, app], [, viaNext], [, baseline]] = measured as [[string, LoadResult], [string, LoadResult], [string, LoadResult]];

  console.log(`\nGET /v1/modules, ${SECONDS} s, ${CONNECTIONS} connections, PostgreSQL, one machine (2 cores)\n`);
  console.log(`${"server".padEnd(28)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)}`);
  for (const [name, result] of measured) console.log(row(name, result));
  console.log(`\nthroughput ratio app/baseline: ${(app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (target ≥ 0.50)`);
  console.log(`throughput ratio next start/baseline: ${(viaNext.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (why /v1 bypasses Next's router)`);
} finally {
  for (const child of children) stop(child);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
