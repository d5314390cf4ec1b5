import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { queryRows } from "../../platform/db/query-rows";

// The request log's day partitions (migration 0017): created ahead by the workers' maintenance
// pass, and dropped whole once every row in them is past the retention (30 days by default).

const DAILY = /^request_log_p(\d{4})_(\d{2})_(\d{2})$/;
const DAY_MS = 86_400_000;

interface DayPartition {
  name: string;
  /** First instant past the day (UTC): every row in it is older. */
  end: Date;
}

async function listDayPartitions(executor: Executor): Promise<DayPartition[]> {
  const rows = await queryRows<{ name: string }>(
    executor,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'request_log'::regclass`,
  );
  return rows
    .map((row) => ({ name: row.name, match: DAILY.exec(row.name) }))
    .filter((row): row is { name: string; match: RegExpExecArray } => row.match !== null)
    .map(({ name, match }) => ({ name, end: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1)) }))
    .sort((a, b) => a.end.getTime() - b.end.getTime());
}

export interface EnsureRequestLogPartitionsOptions {
  executor: Executor;
  now?: Date;
  /** Days after today to prepare; default 2. */
  daysAhead?: number;
}

/** Today's partition and the next days', before their rows arrive. Returns the days it created (YYYY-MM-DD). */
export async function ensureRequestLogPartitions(options: EnsureRequestLogPartitionsOptions): Promise<string[]> {
  const now = options.now ?? new Date();
  const created: string[] = [];
  for (let ahead = 0; ahead <= (options.daysAhead ?? 2); ahead++) {
    const day = new Date(now.getTime() + ahead * DAY_MS).toISOString().slice(0, 10);
    const [row] = await options.executor.transaction((tx) => queryRows<{ created: boolean }>(tx, sql`select request_log_ensure_day(${day}::date) as created`));
    if (row?.created) created.push(day);
  }
  return created;
}

export interface DropOldRequestLogOptions {
  executor: Executor;
  now?: Date;
  keptDays: number;
}

/** Drops every day partition wholly older than `keptDays` days, and DEFAULT's rows that old. Returns the partitions dropped. */
export async function dropOldRequestLogPartitions(options: DropOldRequestLogOptions): Promise<string[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.keptDays * DAY_MS);
  const dropped: string[] = [];
  for (const partition of await listDayPartitions(options.executor)) {
    if (partition.end > cutoff) break;
    await options.executor.execute(sql.raw(`drop table if exists "${partition.name}"`));
    dropped.push(partition.name);
  }
  await options.executor.execute(sql`delete from request_log_default where occurred_at < ${cutoff.toISOString()}::timestamptz`);
  return dropped;
}
