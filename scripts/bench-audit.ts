// npm run bench:audit [-- --entries 1000000 --runs 25]: what a page of the audit journal costs
// at the head, at depth 10 000 and at depth 900 000, read by keyset cursor (listAuditEntries,
// what GET /v1/audit runs) beside the same page read by OFFSET. Bulk-loads the entries into a
// fresh PostgreSQL database (bench_audit_<time>) on BENCH_DATABASE_URL, TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/test, and drops it at the end.
import { eq, getTableColumns, sql } from "drizzle-orm";
import pg from "pg";

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const ENTRIES = flag("entries", 1_000_000);
const RUNS = flag("runs", 25);
const PAGE = 50;
/** Keep the database afterwards, to look at plans by hand. */
const KEEP = process.argv.includes("--keep");
const DEPTHS = [0, 10_000, 900_000].filter((depth) => depth < ENTRIES);

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const database = `bench_audit_${Date.now()}`;
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${database}`;

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

await onServer((client) => client.query(`create database ${database}`));
// The environment must be set before lib/platform/env.ts is first imported, hence the dynamic imports.
process.env.DATABASE_URL = benchUrl.toString();
process.env.LOG_LEVEL ??= "warn";
const { closeDb, getDb } = await import("../lib/platform/db/client");
const { migrateDatabase } = await import("../lib/platform/db/migrate");
const { auditEntries } = await import("../lib/platform/db/schema");
const { listAuditEntries, newestFirst } = await import("../lib/domains/audit/list-audit-entries");
type Position = NonNullable<Parameters<typeof listAuditEntries>[0]["after"]>;

const ACCOUNT = "acc_0bench000000000000000000000";
const OTHER = "acc_0other000000000000000000000";

/**
 * One INSERT … SELECT generate_series per batch: entries 30 ms apart with microsecond jitter,
 * every 7th sharing its predecessor's instant (the id breaks the tie). Another account gets a
 * tenth as many, interleaved in time, so the index holds more than the account being read.
 */
async function bulkLoad(): Promise<void> {
  const db = getDb();
  await db.execute(sql`insert into accounts (id, slug, name) values (${ACCOUNT}, 'bench', 'Bench'), (${OTHER}, 'other', 'Other')`);
  // The entries' months get their partitions first, as the workers would have made them, so the
  // bench reads monthly partitions and not DEFAULT (1 000 000 entries span 8 h of January 2024).
  await db.execute(sql`select audit_entries_ensure_month(month::date) from generate_series(date '2024-01-01', date '2024-03-01', interval '1 month') month`);
  const batch = 250_000;
  for (let from = 1; from <= ENTRIES; from += batch) {
    const to = Math.min(ENTRIES, from + batch - 1);
    const started = performance.now();
    await db.execute(sql`
      insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_id, actor_display, resource_type, resource_id, ip, user_agent, metadata)
      select 'aud_' || lpad(i::text, 26, '0'), ${ACCOUNT},
             timestamptz '2024-01-01T00:00:00Z' + (i - (i % 7 = 0)::int) * interval '30 milliseconds' + ((i - (i % 7 = 0)::int) % 997) * interval '1 microsecond',
             (array['user.signed_in','token.created','token.revoked','module.token.rotated','webhook.created','webhook.deleted'])[1 + i % 6],
             'user', 'usr_0bench000000000000000000' || (i % 10), 'admin@bench.test', 'module', 'mod_0bench000000000000000000' || (i % 10),
             '203.0.113.24', 'bench/1.0', jsonb_build_object('n', i)
      from generate_series(${from}::int, ${to}::int) as i`);
    console.error(`  loaded ${to.toLocaleString("en-US")} / ${ENTRIES.toLocaleString("en-US")} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  await db.execute(sql`
    insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_display)
    select 'aud_' || lpad((${ENTRIES}::int + i)::text, 26, '0'), ${OTHER}, timestamptz '2024-01-01T00:00:00.015Z' + i * interval '300 milliseconds',
           'user.signed_in', 'user', 'someone@other.test'
    from generate_series(1, ${Math.ceil(ENTRIES / 10)}::int) as i`);
  await db.execute(sql`vacuum analyze audit_entries`);
}

/** The keyset position of the entry just before `depth`, found once (not timed). */
async function positionAt(depth: number): Promise<Position | null> {
  if (depth === 0) return null;
  const result = await getDb().execute(sql`
    select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id from audit_entries
    where account_id = ${ACCOUNT} order by occurred_at desc nulls last, id desc nulls last offset ${depth - 1} limit 1`);
  const row = result.rows[0] as { t: string; id: string };
  return { occurredAt: row.t, id: row.id };
}

/** The same page by OFFSET: what keyset paging replaces. */
const offsetPage = (depth: number) =>
  getDb()
    .select(getTableColumns(auditEntries))
    .from(auditEntries)
    .where(eq(auditEntries.accountId, ACCOUNT))
    .orderBy(...newestFirst)
    .limit(PAGE)
    .offset(depth);

type Measure = { depth: number; way: "cursor" | "offset"; run: () => Promise<unknown> };

/**
 * Median milliseconds of each measure. Samples are taken round-robin (every measure once per
 * round), so a busy moment on the machine spreads over all figures instead of skewing one.
 */
async function medians(measures: Measure[]): Promise<number[]> {
  for (const measure of measures) for (let i = 0; i < 3; i++) await measure.run(); // warm caches and the pool
  const samples = measures.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round++) {
    for (const [index, measure] of measures.entries()) {
      const started = performance.now();
      await measure.run();
      samples[index]!.push(performance.now() - started);
    }
  }
  return samples.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!);
}

/** The plan of listAuditEntries' query (lib/domains/audit/list-audit-entries.ts: its order and its partition-pruning bound). */
async function keysetPlan(after: Position): Promise<string> {
  const result = await getDb().execute(sql`
    explain select * from audit_entries where account_id = ${ACCOUNT}
      and (occurred_at, id) < (${after.occurredAt}::timestamptz, ${after.id}::text)
      and occurred_at <= ${after.occurredAt}::timestamptz
    order by occurred_at desc, id desc limit ${PAGE + 1}`);
  // The row comparison must be an index condition (a range scan from the position), not a filter.
  return (result.rows as { "QUERY PLAN": string }[])
    .map((row) => row["QUERY PLAN"].trim().replace(/^->\s+/, ""))
    .filter((line) => /Index|Cond|Filter/.test(line))
    .join("\n  ");
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

try {
  console.error(`bench:audit: database ${database}, ${ENTRIES.toLocaleString("en-US")} entries, ${RUNS} runs per figure`);
  await migrateDatabase();
  const loadStarted = performance.now();
  await bulkLoad();
  console.error(`bulk load: ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const measures: Measure[] = [];
  let deepest: Position | null = null;
  for (const depth of DEPTHS) {
    const after = await positionAt(depth);
    deepest = after ?? deepest;
    // Both ways must read the very same page before their times mean anything.
    const [byCursor, byOffset] = await Promise.all([listAuditEntries({ accountId: ACCOUNT, limit: PAGE, after }), offsetPage(depth)]);
    if (byCursor.entries.map((entry) => entry.id).join() !== byOffset.map((entry) => entry.id).join()) {
      throw new Error(`cursor and offset pages differ at depth ${depth}`);
    }
    measures.push({ depth, way: "cursor", run: () => listAuditEntries({ accountId: ACCOUNT, limit: PAGE, after }) });
    measures.push({ depth, way: "offset", run: () => offsetPage(depth) });
  }
  const figures = await medians(measures);
  const figure = (depth: number, way: Measure["way"]) => figures[measures.findIndex((m) => m.depth === depth && m.way === way)]!;
  const rows = DEPTHS.map((depth) => ({ depth, cursor: figure(depth, "cursor"), offset: figure(depth, "offset") }));

  const head = rows[0]!.cursor;
  console.log(`\nA page of ${PAGE} audit entries, median of ${RUNS} runs (${ENTRIES.toLocaleString("en-US")} entries, PostgreSQL)\n`);
  console.log(["depth".padEnd(12), "cursor".padStart(10), "offset".padStart(10), "offset/cursor".padStart(14), "cursor/head".padStart(12)].join("  "));
  for (const row of rows) {
    const depth = row.depth === 0 ? "head" : row.depth.toLocaleString("en-US");
    console.log(
      [depth.padEnd(12), ms(row.cursor).padStart(10), ms(row.offset).padStart(10), `${(row.offset / row.cursor).toFixed(1)}×`.padStart(14), `${(row.cursor / head).toFixed(2)}×`.padStart(12)].join("  "),
    );
  }
  const ratio = rows.at(-1)!.cursor / head;
  console.log(`\ndeepest cursor page / head page = ${ratio.toFixed(2)} (target ≤ 1.2): ${ratio <= 1.2 ? "met" : "NOT met"}`);
  if (deepest) console.log(`keyset plan at the deepest position:\n  ${await keysetPlan(deepest)}`);
  process.exitCode = ratio <= 1.2 ? 0 : 1;
} finally {
  await closeDb();
  if (KEEP) {
    console.error(`kept ${benchUrl}`);
  } else {
    await onServer((client) => client.query(`drop database if exists ${database} with (force)`));
    console.error(`dropped ${database}`);
  }
}
