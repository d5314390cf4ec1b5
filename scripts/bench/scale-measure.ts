// One database of bench:scale, in a process of its own (lib/platform/env reads DATABASE_URL once):
// migrates it, fills it with the scale data at SCALE, times the hot operations one round each
// time the parent writes `round` on stdin (after a warm-up), saves each operation's EXPLAIN (ANALYZE, BUFFERS) under
// PLANS_DIR, and prints the figures as one JSON line on stdout. Run by scripts/bench-scale.ts.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";

const url = process.env.DATABASE_URL!;
const scale = Number(process.env.SCALE);
const anchor = process.env.ANCHOR!;
const plansDir = process.env.PLANS_DIR!;

const { migrateDatabase } = await import("../../lib/platform/db/migrate");
const { closeDb } = await import("../../lib/platform/db/client");
const { generateScaleData } = await import("../../lib/domains/seed/scale/generate-scale-data");
const { prepareHotOperations } = await import("../../lib/platform/capacity/testing/hot-operations");
const { recordQueries } = await import("../../lib/platform/capacity/testing/record-queries");
const { explainQueries, sequentialScans, sharedBuffers } = await import("../../lib/platform/capacity/testing/explain-queries");
const { SCALE_TABLES } = await import("../../lib/domains/seed/scale/generate-scale-data");

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

await migrateDatabase();
const session = new pg.Client({ connectionString: url });
await session.connect();
const generated = await generateScaleData(session, { scale, anchor, log: (line) => process.stderr.write(`${line}\n`) }).finally(() => session.end());

const operations = await prepareHotOperations();
for (const operation of operations) for (let i = 0; i < 5; i++) await operation.run();
// Rounds on the parent's word, so the two databases' rounds alternate: a busy moment on the
// shared machine then weighs on both alike instead of on one database's figures.
const samples = operations.map(() => [] as number[]);
/** This process's CPU per operation (µs, user + system): the app's share, without PostgreSQL's. */
const cpu = operations.map(() => 0);
const orders = readline.createInterface({ input: process.stdin });
process.stdout.write("ready\n");
for await (const order of orders) {
  if (order !== "round") break;
  for (const [index, operation] of operations.entries()) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await operation.run();
    const cpuUsed = process.cpuUsage(cpuBefore);
    samples[index]!.push(performance.now() - started);
    cpu[index]! += cpuUsed.user + cpuUsed.system;
  }
  process.stdout.write("done\n");
}
orders.close();

fs.mkdirSync(plansDir, { recursive: true });
const figures = [];
for (const [index, operation] of operations.entries()) {
  const explained = await explainQueries(url, await recordQueries(operation.run));
  const text = explained.map((query) => `-- ${query.text}\n${query.plan}\n`).join("\n");
  fs.writeFileSync(path.join(plansDir, `${slug(operation.name)}.txt`), `${operation.name} (scale ${scale})\n\n${text}`);
  const sorted = samples[index]!.sort((a, b) => a - b);
  figures.push({
    name: operation.name,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    appCpuMs: cpu[index]! / sorted.length / 1000,
    statements: explained.length,
    databaseMs: explained.reduce((sum, query) => sum + query.executionMs, 0),
    buffers: explained.reduce((sum, query) => sum + sharedBuffers(query.root), 0),
    seqScans: explained.flatMap((query) => sequentialScans(query.root, SCALE_TABLES)),
  });
}
await closeDb();
process.stdout.write(`${JSON.stringify({ generated, figures })}\n`);
