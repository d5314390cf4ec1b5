// npm run bench:scale [-- --scale 1 --baseline-scale 0.005 --runs 200 --keep]: what the hot
// operations cost on a large database against a tiny one, in the same run. Both are filled by
// the same generator (lib/domains/seed/scale/): at --scale 1, 10⁷ audit entries, 10⁶ access tokens,
// 10⁵ webhooks with 2·10⁶ deliveries, a year of hourly usage; the tiny one at 1/200 holds the
// same large tenant's shape (modules, tokens in use, a month of usage), so each operation
// returns as much data on both and the ratio shows what the size of the tables costs.
// Each database is measured in a process of its own (scripts/bench/scale-measure.ts), their
// rounds alternating; plans go to .data/bench-scale/plans/{tiny,large}/, the figures to .data/bench-scale/result.json.
// Runs on a PostgreSQL cluster of its own (pg_createcluster, as root), dropped at the end; or on
// the server of BENCH_DATABASE_URL (never the shared `test` database: it creates its own).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import type { GeneratedScaleData } from "../lib/domains/seed/scale/generate-scale-data";
import { createBenchCluster } from "./bench/scale-cluster";

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SCALE = flag("scale", 1);
const BASELINE_SCALE = flag("baseline-scale", 0.005);
const RUNS = flag("runs", 200);
const KEEP = process.argv.includes("--keep");
const TARGET = 1.5;
const OUT = path.resolve(".data/bench-scale");

interface Figure {
  name: string;
  p50: number;
  p99: number;
  /** The app process's CPU per operation, mean. */
  appCpuMs: number;
  statements: number;
  databaseMs: number;
  buffers: number;
  seqScans: string[];
}
interface Measured {
  generated: GeneratedScaleData;
  figures: Figure[];
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A child process filling and measuring one database, which runs a round when told to. */
interface MeasuringChild {
  round: () => Promise<void>;
  finish: () => Promise<Measured>;
}

/** Creates database `name`, then starts its child and waits until the data is generated. */
async function startMeasuring(serverUrl: string, name: string, scale: number, anchor: string): Promise<MeasuringChild> {
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.stderr.write(`${name}: scale ${scale}\n`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url.toString(),
    SCALE: String(scale),
    ANCHOR: anchor,
    PLANS_DIR: path.join(OUT, "plans", name.replace(/^bench_scale_|_\d+$/g, "")),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    AUTH_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
    USAGE_COUNTING: "off",
    RUN_WORKERS_IN_PROCESS: "false",
  };
  delete env.REDIS_URL;
  const child = spawn("node_modules/.bin/tsx", ["--tsconfig", "tsconfig.json", "scripts/bench/scale-measure.ts"], { env, stdio: ["pipe", "pipe", "inherit"] });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`measuring ${name} stopped (exit ${code})`))));
  const nextLine = async () => (await Promise.race([lines.next(), exited])).value as string;
  if ((await nextLine()) !== "ready") throw new Error(`measuring ${name}: no "ready"`);
  return {
    round: async () => {
      child.stdin.write("round\n");
      if ((await nextLine()) !== "done") throw new Error(`measuring ${name}: no "done"`);
    },
    finish: async () => {
      child.stdin.end("finish\n");
      return JSON.parse(await nextLine()) as Measured;
    },
  };
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

function printSizes(label: string, data: GeneratedScaleData): void {
  console.log(`\n${label}: scale ${data.sizes.scale}, generated in ${data.seconds.toFixed(1)} s`);
  console.log(`${"table".padEnd(20)} ${"rows".padStart(12)} ${"total".padStart(10)} ${"indexes".padStart(10)}`);
  for (const table of data.tables) console.log(`${table.table.padEnd(20)} ${table.rows.toLocaleString("en-US").padStart(12)} ${mib(table.bytes).padStart(10)} ${mib(table.indexBytes).padStart(10)}`);
  const total = data.tables.reduce((sum, table) => sum + table.bytes, 0);
  console.log(`${"total".padEnd(20)} ${"".padStart(12)} ${mib(total).padStart(10)}`);
}

function printRatios(tiny: Figure[], large: Figure[]): boolean {
  console.log(`\nHot operations on the large tenant, ${RUNS} runs each, ms (p50 / p99); ratio = large / tiny (target ≤ ${TARGET})`);
  console.log("buffers: shared buffers the statements touched, tiny→large; db ms: their execution time in PostgreSQL (large); cpu ms: the app's own CPU per operation (large)");
  console.log(`${"operation".padEnd(34)} ${"tiny p50".padStart(8)} ${"tiny p99".padStart(8)} ${"large p50".padStart(9)} ${"large p99".padStart(9)} ${"p50 ×".padStart(6)} ${"p99 ×".padStart(6)} ${"buffers".padStart(15)} ${"db ms".padStart(6)} ${"cpu ms".padStart(6)}  seq scans`);
  let met = true;
  for (const [index, small] of tiny.entries()) {
    const big = large[index]!;
    const ratio = big.p50 / small.p50;
    const ratio99 = big.p99 / small.p99;
    if (ratio > TARGET) met = false;
    console.log(
      `${big.name.padEnd(34)} ${ms(small.p50)} ${ms(small.p99)} ${ms(big.p50).padStart(9)} ${ms(big.p99).padStart(9)} ${ratio.toFixed(2).padStart(6)} ${ratio99.toFixed(2).padStart(6)} ${`${small.buffers}→${big.buffers}`.padStart(15)} ${big.databaseMs.toFixed(2).padStart(6)} ${big.appCpuMs.toFixed(2).padStart(6)}  ${big.seqScans.join(", ") || "none"}`,
    );
  }
  console.log(`\nevery p50 ratio ≤ ${TARGET}: ${met ? "met" : "NOT met"}`);
  return met;
}

const anchor = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
const cluster = process.env.BENCH_DATABASE_URL ? null : await createBenchCluster();
const serverUrl = process.env.BENCH_DATABASE_URL ?? cluster!.url;
const names = { tiny: `bench_scale_tiny_${Date.now()}`, large: `bench_scale_large_${Date.now()}` };
const started = performance.now();
try {
  process.stderr.write(`bench:scale on ${cluster?.description ?? "the server of BENCH_DATABASE_URL"}; ${os.cpus().length} cores, ${os.cpus()[0]?.model}\n`);
  fs.rmSync(path.join(OUT, "plans"), { recursive: true, force: true });
  const children = [await startMeasuring(serverUrl, names.tiny, BASELINE_SCALE, anchor), await startMeasuring(serverUrl, names.large, SCALE, anchor)];
  for (let round = 0; round < RUNS; round++) for (const child of round % 2 ? [...children].reverse() : children) await child.round();
  const [tiny, large] = [await children[0]!.finish(), await children[1]!.finish()] as [Measured, Measured];
  printSizes("tiny database", tiny.generated);
  printSizes("large database", large.generated);
  const met = printRatios(tiny.figures, large.figures);
  console.log(`plans: ${path.relative(process.cwd(), path.join(OUT, "plans"))}/; whole bench ${((performance.now() - started) / 1000).toFixed(0)} s`);
  fs.writeFileSync(path.join(OUT, "result.json"), JSON.stringify({ anchor, runs: RUNS, machine: `${os.cpus().length} × ${os.cpus()[0]?.model}`, tiny, large }, null, 2));
  process.exitCode = met ? 0 : 1;
} finally {
  if (KEEP) {
    console.error(`kept ${serverUrl.replace(/\/[^/]*$/, "")}/{${names.tiny},${names.large}}`);
  } else if (cluster) {
    cluster.drop();
  } else {
    for (const name of Object.values(names)) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
