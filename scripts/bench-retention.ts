// npm run bench:retention [-- --entries 1000000 --attempts 500000 --hours 200000]: what one
// retention pass costs (lib/domains/retention/apply-retention.ts): dropping a month of audit entries
// (the per-account count and journal entries included), deleting webhook attempts in batches of
// 5 000, and folding hourly usage into daily totals. Bulk-loads a fresh PostgreSQL database
// (bench_retention_<time>) on BENCH_DATABASE_URL, TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/test, and drops it at the end.
import { sql } from "drizzle-orm";
import pg from "pg";

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const ENTRIES = flag("entries", 1_000_000);
const ATTEMPTS = flag("attempts", 500_000);
const HOURS = flag("hours", 200_000);
const ACCOUNTS = 100;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const database = `bench_retention_${Date.now()}`;
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${database}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await onServer(`create database ${database}`);
// The environment must be set before lib/platform/env.ts is first imported, hence the dynamic imports.
process.env.DATABASE_URL = benchUrl.toString();
process.env.LOG_LEVEL ??= "warn";
const { closeDb, getDb } = await import("../lib/platform/db/client");
const { migrateDatabase } = await import("../lib/platform/db/migrate");
const { applyRetention } = await import("../lib/domains/retention/apply-retention");

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);
const perSecond = (rows: number, from: number) => Math.round(rows / ((performance.now() - from) / 1000)).toLocaleString("en");

try {
  await migrateDatabase();
  const db = getDb();
  const now = new Date();
  // A month 20 months back: past the 13-month limit, so the pass drops its partition whole.
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 20, 1));
  const old = new Date(now.getTime() - 120 * 86_400_000).toISOString();
  let started = performance.now();
  await db.execute(sql`insert into accounts (id, slug, name) select 'acc_bench_' || n, 'bench-' || n, 'Bench ' || n from generate_series(1, ${ACCOUNTS}) n`);
  await db.execute(sql`select audit_entries_ensure_month(${month.toISOString().slice(0, 10)}::date)`);
  await db.execute(sql`
    insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_display)
    select 'aud_bench_' || n, 'acc_bench_' || (n % ${ACCOUNTS} + 1), ${month.toISOString()}::timestamptz + n * interval '2 ms', 'token.created', 'user', 'bench'
    from generate_series(1, ${ENTRIES}) n`);
  await db.execute(sql`
    insert into webhooks (id, account_id, url, events, secret_encrypted) values ('wh_bench', 'acc_bench_1', 'https://example.test', '{*}', 'x');
    insert into events (id, account_id, type, data) values ('evt_bench', 'acc_bench_1', 'token.created', '{}');
    insert into webhook_deliveries (id, webhook_id, event_id, account_id, status) values ('msg_bench', 'wh_bench', 'evt_bench', 'acc_bench_1', 'pending')`);
  await db.execute(sql`
    insert into webhook_attempts (id, delivery_id, attempted_at, response_status, latency_ms, response_excerpt, request_headers)
    select 'att_bench_' || n, 'msg_bench', ${old}::timestamptz + n * interval '1 ms', 200, 40, repeat('x', 200), '{"content-type": "application/json"}'
    from generate_series(1, ${ATTEMPTS}) n`);
  await db.execute(sql`
    insert into usage_hourly (token_id, account_id, hour, status_2xx)
    select 'tok_bench_' || (n % 500), 'acc_bench_' || (n % ${ACCOUNTS} + 1), ${old}::timestamptz - (n / 500) * interval '1 hour', 7
    from generate_series(1, ${HOURS}) n`);
  await db.execute(sql`vacuum analyze`);
  console.info(`loaded ${ENTRIES.toLocaleString("en")} audit entries (one month, ${ACCOUNTS} accounts), ${ATTEMPTS.toLocaleString("en")} webhook attempts, ${HOURS.toLocaleString("en")} usage hours in ${seconds(started)} s`);

  started = performance.now();
  const report = await applyRetention({ now, maxBatches: 10_000 });
  const total = performance.now() - started;
  console.info(`one pass: ${(total / 1000).toFixed(2)} s`, report?.removed, report?.auditPartitionsDropped);

  // Each part again, alone, on fresh rows: what it costs per row.
  await db.execute(sql`select audit_entries_ensure_month(${month.toISOString().slice(0, 10)}::date)`);
  await db.execute(sql`
    insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_display)
    select 'aud_again_' || n, 'acc_bench_' || (n % ${ACCOUNTS} + 1), ${month.toISOString()}::timestamptz + n * interval '2 ms', 'token.created', 'user', 'bench'
    from generate_series(1, ${ENTRIES}) n`);
  await db.execute(sql`vacuum analyze audit_entries`);
  const { removeOldAuditEntries } = await import("../lib/domains/retention/remove-old-audit-entries");
  started = performance.now();
  const audit = await removeOldAuditEntries({ executor: db, cutoff: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 13, 1)), keptMonths: 13, maxBatches: 0 });
  console.info(`audit: a month of ${audit.removed.toLocaleString("en")} entries dropped with its journal entries in ${seconds(started)} s`);

  await db.execute(sql`
    insert into webhook_attempts (id, delivery_id, attempted_at, response_status, latency_ms, response_excerpt, request_headers)
    select 'att_again_' || n, 'msg_bench', ${old}::timestamptz + n * interval '1 ms', 200, 40, repeat('x', 200), '{"content-type": "application/json"}'
    from generate_series(1, ${ATTEMPTS}) n`);
  await db.execute(sql`vacuum analyze webhook_attempts`);
  const { removeOldWebhookAttempts, foldOldUsageHours } = await import("../lib/domains/retention/remove-old-rows");
  started = performance.now();
  const attempts = await removeOldWebhookAttempts({ executor: db, cutoff: new Date(now.getTime() - 30 * 86_400_000), maxBatches: 10_000 });
  console.info(`webhook attempts: ${attempts.toLocaleString("en")} deleted in batches of 5 000 in ${seconds(started)} s (${perSecond(attempts, started)} rows/s)`);

  await db.execute(sql`
    insert into usage_hourly (token_id, account_id, hour, status_2xx)
    select 'tok_again_' || (n % 500), 'acc_bench_' || (n % ${ACCOUNTS} + 1), ${old}::timestamptz - (n / 500) * interval '1 hour', 7
    from generate_series(1, ${HOURS}) n`);
  await db.execute(sql`vacuum analyze usage_hourly`);
  started = performance.now();
  const hours = await foldOldUsageHours({ executor: db, cutoff: new Date(now.getTime() - 90 * 86_400_000), maxBatches: 10_000 });
  console.info(`usage: ${hours.toLocaleString("en")} hours folded into daily totals in ${seconds(started)} s (${perSecond(hours, started)} rows/s)`);
} finally {
  await closeDb();
  await onServer(`drop database if exists ${database} with (force)`);
}
