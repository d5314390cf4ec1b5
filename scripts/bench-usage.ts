// bench:usage: whether usage counting is exact under load, the way it runs scaled out. Two
// `npm run start:api` instances of the same build share one PostgreSQL database and one Redis; exactly
// BENCH_USAGE_REQUESTS requests (100 000) go to them at once, half each, on rotating tokens of
// one account. Once both have pushed their counts to Redis, GET /v1/usage (which rolls Redis up
// into PostgreSQL) must show exactly the answered requests more than before. Then the same
// with no Redis, where each instance writes its counts to PostgreSQL itself.
// What counting costs per request is measured by bench:api (counting on against off).
//
//   npm run bench:usage   (needs a built app: npm run build; PostgreSQL and Redis as for bench:api)
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startApiServer, stopServer, waitForServer } from "./bench/bench-server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const EXACT_REQUESTS = Number(process.env.BENCH_USAGE_REQUESTS ?? 100_000);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/13";
// 60 tokens at 3 000 a minute each carry the 100 000 requests without a 429 (those count too,
// but the figure reads more plainly without them).
const TOKEN_COUNT = 60;
const PORTS = [3310, 3311];
// Longer than an instance takes to hand its counts on (1 s to Redis, 5 s to PostgreSQL).
const SETTLE_MS = 6_000;

async function accountTotal(port: number, token: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/v1/usage?range=24h`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /v1/usage: ${response.status}`);
  const usage = (await response.json()) as { data: { total: number }[] };
  return usage.data.reduce((sum, bucket) => sum + bucket.total, 0);
}

async function send(port: number, amount: number, tokens: string[]): Promise<{ answered: number; non2xx: number; errors: number }> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/v1/modules`,
    connections: CONNECTIONS / 2,
    amount,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) }],
  });
  return { answered: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

async function measure(label: string, databaseUrl: string, tokens: string[], extraEnv: Record<string, string>): Promise<boolean> {
  const children: ChildProcess[] = [];
  try {
    const env = { ...benchServerEnv(databaseUrl), HOSTNAME: "127.0.0.1", ...extraEnv };
    for (const port of PORTS) children.push(startApiServer({ ...env, PORT: String(port) }));
    await Promise.all(PORTS.map((port) => waitForServer(`http://127.0.0.1:${port}/sign-in`)));

    const before = await accountTotal(PORTS[0]!, tokens[0]!);
    const started = Date.now();
    const halves = await Promise.all(PORTS.map((port, index) => send(port, index === 0 ? Math.ceil(EXACT_REQUESTS / 2) : Math.floor(EXACT_REQUESTS / 2), tokens)));
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // Read through the other instance than the one that counted the first read.
    const after = await accountTotal(PORTS[1]!, tokens[0]!);
    const answered = halves.reduce((sum, half) => sum + half.answered, 0);
    // The first GET /v1/usage is counted too, once answered.
    const counted = after - before - 1;
    const failures = halves.reduce((sum, half) => sum + half.non2xx + half.errors, 0);
    const exact = counted === answered;
    console.log(`${label.padEnd(38)} sent ${EXACT_REQUESTS} in ${seconds.toFixed(1)} s (${(answered / seconds).toFixed(0)} req/s), answered ${answered} (non-2xx or errors ${failures}), counted ${counted}: ${exact ? "exact" : "MISMATCH"}`);
    return exact;
  } finally {
    for (const child of children) stopServer(child);
    // Until they are gone: a stopping instance still writes its last counts.
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)))));
  }
}

requireBuild();
const database = await createBenchDatabase("bench_usage");
try {
  const { tokens } = await prepareBenchDatabase(database.url, TOKEN_COUNT);
  console.log(`\nGET /v1/modules on two instances of one database, ${CONNECTIONS} connections, ${TOKEN_COUNT} tokens rotating\n`);
  const results = [
    await measure("Redis counters, rolled up", database.url, tokens, { REDIS_URL }),
    await measure("no Redis: each instance to PostgreSQL", database.url, tokens, {}),
  ];
  if (results.includes(false)) process.exitCode = 1;
} finally {
  await database.drop();
}
