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
  children.push(start("node_modules/.bin/next", ["start", "-p", "3300", "-H", "127.0.0.1"], env));
  children.push(start("node_modules/.bin/tsx", ["scripts/bench/baseline-server.ts"], { ...env, PORT: "3301" }));
  await Promise.all([waitFor("http://127.0.0.1:3300/sign-in"), waitFor("http://127.0.0.1:3301/")]);

  // Warm both (JIT, connection pools, Next's route compilation) before measuring.
  await runAutocannon("http://127.0.0.1:3300/v1/modules", tokens, 3, CONNECTIONS);
  await runAutocannon("http://127.0.0.1:3301/v1/modules", tokens, 3, CONNECTIONS);
  const app = await runAutocannon("http://127.0.0.1:3300/v1/modules", tokens, SECONDS, CONNECTIONS);
  const baseline = await runAutocannon("http://127.0.0.1:3301/v1/modules", tokens, SECONDS, CONNECTIONS);
  // Next's own floor: an anonymous request to a /v1 path with no operation, answered (429 once
  // the per-address quota is spent) without touching the database.
  const floor = await runAutocannon("http://127.0.0.1:3300/v1/bench-floor", [], SECONDS, CONNECTIONS);

  console.log(`\nGET /v1/modules, ${SECONDS} s, ${CONNECTIONS} connections, PostgreSQL, one machine (2 cores)\n`);
  console.log(`${"server".padEnd(28)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)}`);
  console.log(row("next start (full pipeline)", app));
  console.log(row("node:http baseline", baseline));
  console.log(row("next start, no-op /v1 route*", floor));
  console.log(`\nthroughput ratio app/baseline: ${(app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (target ≥ 0.50)`);
  console.log("* anonymous, no database work: non-2xx by design");
  console.log(`throughput ratio app/Next floor: ${(app.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} (what the pipeline costs on top of the framework)`);
} finally {
  for (const child of children) stop(child);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
