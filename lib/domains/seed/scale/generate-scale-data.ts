import { scaleSizes, type ScaleSizes } from "./scale-sizes";
import { scaleTableFills } from "./scale-tables";

/** What the generator needs of a connection: one session (a pg.Client), so its settings hold. */
export interface ScaleSession {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface GenerateScaleDataOptions {
  /** 1 = issue 25's figures: 10⁷ audit entries, 10⁶ tokens, 10⁵ webhooks, a year of hourly usage. */
  scale: number;
  /** The instant the data ends at (RFC 3339); the same anchor and scale give the same rows. */
  anchor: string;
  /** Changes to the sizes the scale gives (the plan test keeps a year of usage at a small scale). */
  sizes?: Partial<ScaleSizes>;
  /** Progress lines (stderr in the bench). */
  log?: (line: string) => void;
}

interface TableSize {
  table: string;
  rows: number;
  /** Heap, TOAST and indexes. */
  bytes: number;
  indexBytes: number;
}

export interface GeneratedScaleData {
  sizes: ScaleSizes;
  seconds: number;
  tables: TableSize[];
}

/** The tables the generator fills, which the plan test calls large. */
export const SCALE_TABLES = ["accounts", "modules", "access_tokens", "audit_entries", "webhooks", "events", "webhook_deliveries", "webhook_attempts", "usage_hourly"];

/**
 * Fills a freshly migrated database with one large tenant and many small ones, set-based
 * (INSERT … SELECT … generate_series), with the secondary indexes dropped during the load and
 * built afterwards (faster than maintaining them row by row), then VACUUM ANALYZE. Works on a
 * plain or a partitioned audit_entries alike: it only inserts into the parent. Needs a superuser
 * session: foreign keys and triggers are skipped while loading (session_replication_role), since
 * the rows are consistent by construction.
 */
export async function generateScaleData(session: ScaleSession, options: GenerateScaleDataOptions): Promise<GeneratedScaleData> {
  const log = options.log ?? (() => {});
  const sizes = { ...scaleSizes(options.scale), ...options.sizes };
  const started = performance.now();
  await session.query("set session_replication_role = replica");
  await session.query("set maintenance_work_mem = '512MB'");
  // The journal is partitioned by month (migration 0012): each month of the generated year gets
  // its partition first, as the workers make them ahead, or every entry would land in DEFAULT.
  await session.query(
    `select audit_entries_ensure_month(month::date)
     from generate_series(date_trunc('month', timestamptz '${options.anchor}' - interval '13 months'), timestamptz '${options.anchor}', interval '1 month') as month`,
  );
  const indexes = await dropSecondaryIndexes(session, SCALE_TABLES);
  for (const fill of scaleTableFills(sizes, options.anchor)) {
    const tableStarted = performance.now();
    for (const statement of fill.statements) await session.query(statement);
    log(`  ${fill.table.padEnd(20)} ${secondsSince(tableStarted)} s`);
  }
  const indexStarted = performance.now();
  for (const definition of indexes) await session.query(definition);
  log(`  ${indexes.length} secondary indexes built in ${secondsSince(indexStarted)} s`);
  await session.query("set session_replication_role = origin");
  const analyzeStarted = performance.now();
  await session.query(`vacuum (analyze) ${SCALE_TABLES.join(", ")}`);
  log(`  vacuum analyze ${secondsSince(analyzeStarted)} s`);
  const seconds = (performance.now() - started) / 1000;
  return { sizes, seconds, tables: await tableSizes(session, SCALE_TABLES) };
}

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * Drops the indexes that back no constraint (primary keys and unique constraints stay: foreign
 * keys need them) and returns their definitions to build again. A partitioned table's index is
 * defined ON ONLY the parent; built again on the parent, it reaches every partition.
 */
async function dropSecondaryIndexes(session: ScaleSession, tables: string[]): Promise<string[]> {
  const { rows } = await session.query(`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and t.relname in (${tables.map((table) => `'${table}'`).join(", ")})
      and not exists (select from pg_constraint c where c.conindid = i.indexrelid)
      and not exists (select from pg_inherits h where h.inhrelid = i.indexrelid)`);
  for (const row of rows) await session.query(`drop index ${row.name as string}`);
  return rows.map((row) => (row.definition as string).replace(" ON ONLY ", " ON "));
}

/** Exact row counts and on-disk bytes of each table. */
async function tableSizes(session: ScaleSession, tables: string[]): Promise<TableSize[]> {
  const result: TableSize[] = [];
  for (const table of tables) {
    // A partitioned table's rows are in its partitions; a plain one has no partition tree.
    const { rows } = await session.query(`
      with parts as (select '${table}'::regclass as relid union select relid from pg_partition_tree('${table}'))
      select (select count(*) from ${table})::bigint as rows,
             (select sum(pg_total_relation_size(relid)) from parts)::bigint as bytes,
             (select sum(pg_indexes_size(relid)) from parts)::bigint as index_bytes`);
    result.push({ table, rows: Number(rows[0]!.rows), bytes: Number(rows[0]!.bytes), indexBytes: Number(rows[0]!.index_bytes) });
  }
  return result;
}
