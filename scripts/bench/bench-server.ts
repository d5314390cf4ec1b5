// What the HTTP benchmarks share: a throw-away PostgreSQL database with the demo data and
// extended-limit read tokens, and `next start` (or any server) in a process group of its own.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../../lib/adapters/server/server-node-flags";

export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** The Redis a benchmarked server counts rate limits in (db 13: never the machine's default db). */
export const benchRedisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/13";

/**
 * Environment of a benchmarked server: production, quiet, no background workers competing for the
 * CPU. Node's flags are the launcher's: startApiServer passes them as `npm run start:api` does.
 */
export const benchServerEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  AUTH_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
  RUN_WORKERS_IN_PROCESS: "false",
});

/** The API server's compiled entry point, which `npm run start:api` runs (scripts/build-server.mjs). */
const API_ENTRY = "dist/start-api.js";

/** Refuses to measure without a production build (Next's in NEXT_DIST_DIR when set, and dist/). */
export function requireBuild(): void {
  const buildId = path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  for (const file of [buildId, API_ENTRY]) if (!fs.existsSync(file)) throw new Error(`Build the app first (${file} is missing): npm run build`);
}

export async function createBenchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // Named after the database of BENCH_DATABASE_URL (helper_11 → helper_11_bench_api_…): on a
  // shared server, each user's throw-away databases then carry their own prefix.
  const base = new URL(benchServerUrl).pathname.slice(1).replace(/[^a-z0-9_]/gi, "");
  const name = `${base ? `${base}_` : ""}${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(benchServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: benchServerUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The checkout a configuration marked `base` runs from: BASE_DIR, a worktree of an earlier commit
 * (node_modules linked, its dist/ built with `npm run build:server`), so a change is measured
 * against its base in the same run.
 */
export function baseCheckout(config: string): string {
  const directory = process.env.BASE_DIR;
  if (!directory) throw new Error(`${config}: set BASE_DIR to the earlier commit's checkout`);
  return directory;
}

// Each server in a process group of its own, so stopping it stops its children too.
export function startServer(command: string, args: string[], env: Record<string, string>, cwd?: string): ChildProcess {
  return spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
}

/**
 * `npm run start:api` as production runs it: node with the server flags on the compiled entry
 * point, in `cwd`'s checkout when given (built there too). Not the TypeScript through tsx, which
 * is another program: a wrapper process, tsx's loader, source maps on; and the slow scavenges
 * of some instances in 2026-11-29's telemetry runs were seen only under tsx (docs/telemetry-cost.md).
 */
export function startApiServer(env: Record<string, string>, cwd?: string): ChildProcess {
  if (cwd && !fs.existsSync(path.join(cwd, API_ENTRY))) throw new Error(`${cwd} has no ${API_ENTRY}: run \`npm run build:server\` there`);
  return startServer(process.execPath, [...SERVER_NODE_FLAGS, API_ENTRY], env, cwd);
}

export function stopServer(child: ChildProcess): void {
  if (child.pid) process.kill(-child.pid, "SIGTERM");
}

export async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
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

/**
 * Migrates and seeds the database, then issues `tokenCount` read tokens of acme with the
 * extended limit, so no token's quota is what gets measured. Loads the app's modules only now:
 * lib/platform/env reads DATABASE_URL once, when first imported.
 */
export async function prepareBenchDatabase(databaseUrl: string, tokenCount: number): Promise<{ accountId: string; tokens: string[] }> {
  process.env.DATABASE_URL = databaseUrl;
  const { migrateDatabase } = await import("../../lib/platform/db/migrate");
  const { seedDemoData } = await import("../../lib/domains/seed/seed-demo-data");
  const { getAccountBySlug } = await import("../../lib/domains/accounts/get-account-by-slug");
  const { createAccessToken } = await import("../../lib/domains/access-tokens/create-access-token");
  const { grantExtendedLimit } = await import("../../lib/domains/rate-limits/grant-extended-limit");
  const { systemActor } = await import("../../lib/domains/audit/actor");
  const { closeDb } = await import("../../lib/platform/db/client");
  await migrateDatabase();
  await seedDemoData();
  const account = await getAccountBySlug({ slug: "acme" });
  const tokens: string[] = [];
  for (let index = 0; index < tokenCount; index++) {
    const actor = systemActor("bench");
    const created = await createAccessToken({ accountId: account.id, actor, name: `bench ${index}`, scopes: ["read"], expiresInSeconds: 3600 });
    await grantExtendedLimit({ tokenId: created.record.id, actor });
    tokens.push(created.token);
  }
  // Closed here: the server under test is the one that should hold connections now.
  await closeDb();
  return { accountId: account.id, tokens };
}
