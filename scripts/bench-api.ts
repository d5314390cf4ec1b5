// bench:api: GET /v1/modules on `next start` beside a bare node:http baseline doing the same
// token lookup and query (scripts/bench/baseline-server.ts), both on one PostgreSQL database,
// measured with autocannon in the same run. Prints requests/s, p50, p99 and the ratio.
//
//   npm run bench:api            (needs a built app: npm run build; PostgreSQL at BENCH_DATABASE_URL
//                                 or TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { runAutocannon, type LoadResult } from "./bench/run-autocannon";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// Enough tokens that the 3 000/min extended limit of each is never what is measured.
const TOKEN_COUNT = 60;

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_api_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

// Each server in a process group of its own, so stopping it stops its children too.
function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
}

function stop(child: ChildProcess): void {
  if (child.pid) process.kill(-child.pid, "SIGTERM");
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not come up`);
}

async function prepare(databaseUrl: string): Promise<string[]> {
  process.env.DATABASE_URL = databaseUrl;
  const { migrateDatabase } = await import("../lib/db/migrate");
  const { seedDemoData } = await import("../lib/seed/seed-demo-data");
  const { getAccountBySlug } = await import("../lib/accounts/get-account-by-slug");
  const { createAccessToken } = await import("../lib/access-tokens/create-access-token");
  const { grantExtendedLimit } = await import("../lib/rate-limits/grant-extended-limit");
  const { systemActor } = await import("../lib/audit/actor");
  const { closeDb } = await import("../lib/db/client");
  await migrateDatabase();
  await seedDemoData();
  const account = await getAccountBySlug({ slug: "acme" });
  const tokens: string[] = [];
  for (let index = 0; index < TOKEN_COUNT; index++) {
    const actor = systemActor("bench");
    const created = await createAccessToken({ accountId: account.id, actor, name: `bench ${index}`, scopes: ["read"], expiresInSeconds: 3600 });
    await grantExtendedLimit({ tokenId: created.record.id, actor });
    tokens.push(created.token);
  }
  await closeDb();
  return tokens;
}

function row(name: string, result: LoadResult): string {
  return `${name.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${String(result.p50).padStart(8)} ${String(result.p99).padStart(8)} ${String(result.non2xx).padStart(8)}`;
}

if (!fs.existsSync(".next/BUILD_ID")) throw new Error("Build the app first: npm run build");
const database = await createDatabase();
const children: ChildProcess[] = [];
try {
  const tokens = await prepare(database.url);
  const env = { DATABASE_URL: database.url, NODE_ENV: "production", LOG_LEVEL: "warn", AUTH_SECRET: "bench-secret-0123456789abcdef0123456789abcdef", RUN_WORKERS_IN_PROCESS: "false" };
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
