// bench:usage: what counting /v1 usage costs and whether it is exact. Two `npm start` servers of
// the same build on one PostgreSQL database, one with counting off (USAGE_COUNTING=off), are
// measured alternately with autocannon on GET /v1/modules (same run, same load); then exactly
// 100 000 requests go to the counting server and GET /v1/usage must show exactly that many more.
//
//   npm run bench:usage          (needs a built app: npm run build; PostgreSQL as for bench:api)
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startServer, stopServer, waitForServer } from "./bench/bench-server";
import { runAutocannon, type LoadResult } from "./bench/run-autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const EXACT_REQUESTS = Number(process.env.BENCH_USAGE_REQUESTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TOKEN_COUNT = 60;

async function accountTotal(port: number, token: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/v1/usage?range=24h`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /v1/usage: ${response.status}`);
  const usage = (await response.json()) as { data: { total: number }[] };
  return usage.data.reduce((sum, bucket) => sum + bucket.total, 0);
}

requireBuild();
const database = await createBenchDatabase("bench_usage");
const children: ChildProcess[] = [];
try {
  const { tokens } = await prepareBenchDatabase(database.url, TOKEN_COUNT);
  const env = benchServerEnv(database.url);
  children.push(startServer("node_modules/.bin/tsx", ["lib/server/start-server.ts"], { ...env, PORT: "3310", HOSTNAME: "127.0.0.1" }));
  children.push(startServer("node_modules/.bin/tsx", ["lib/server/start-server.ts"], { ...env, PORT: "3311", HOSTNAME: "127.0.0.1", USAGE_COUNTING: "off" }));
  await Promise.all(["3310", "3311"].map((port) => waitForServer(`http://127.0.0.1:${port}/sign-in`)));

  const results: Record<"on" | "off", LoadResult[]> = { on: [], off: [] };
  for (const port of [3310, 3311]) await runAutocannon(`http://127.0.0.1:${port}/v1/modules`, tokens, 3, CONNECTIONS);
  // Alternate, so a neighbour's load on this shared machine falls on both alike.
  for (let round = 0; round < ROUNDS; round++) {
    results.on.push(await runAutocannon("http://127.0.0.1:3310/v1/modules", tokens, SECONDS, CONNECTIONS));
    results.off.push(await runAutocannon("http://127.0.0.1:3311/v1/modules", tokens, SECONDS, CONNECTIONS));
  }
  const mean = (list: LoadResult[]) => list.reduce((sum, each) => sum + each.requestsPerSecond, 0) / list.length;
  const on = mean(results.on);
  const off = mean(results.off);
  console.log(`\nGET /v1/modules, ${ROUNDS} × ${SECONDS} s each, ${CONNECTIONS} connections, PostgreSQL`);
  const rounds = (list: LoadResult[]) => list.map((each) => `${each.requestsPerSecond.toFixed(0)} (p99 ${each.p99} ms)`).join(", ");
  console.log(`counting on : ${on.toFixed(0)} req/s; rounds ${rounds(results.on)}`);
  console.log(`counting off: ${off.toFixed(0)} req/s; rounds ${rounds(results.off)}`);
  console.log(`cost of counting: ${(((off - on) / off) * 100).toFixed(1)} % of throughput (target ≤ 5 %)`);

  // Exactness: the counting server's total for the account grows by exactly the requests sent,
  // plus the first GET /v1/usage itself (counted once answered).
  const before = await accountTotal(3310, tokens[0]!);
  let next = 0;
  const sent = await autocannon({
    url: "http://127.0.0.1:3310/v1/modules",
    connections: CONNECTIONS,
    amount: EXACT_REQUESTS,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) }],
  });
  const answered = sent.requests.total;
  const after = await accountTotal(3310, tokens[0]!);
  const counted = after - before - 1;
  console.log(`\nexactness: sent ${EXACT_REQUESTS}, answered ${answered} (non-2xx ${sent.non2xx}, errors ${sent.errors}), counted ${counted}: ${counted === answered ? "exact" : "MISMATCH"}`);
  if (counted !== answered) process.exitCode = 1;
} finally {
  for (const child of children) stopServer(child);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
