import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { queryRows } from "../../platform/db/query-rows";

/** A month's partition of audit_entries, as migration 0012 names them. */
export interface AuditPartition {
  name: string;
  /** First instant past the month (UTC): every entry in it is older. */
  end: Date;
}

const MONTHLY = /^audit_entries_p(\d{4})_(\d{2})$/;

/** The audit journal's monthly partitions, oldest first (DEFAULT is not one of them). */
export async function listAuditPartitions(executor: Executor): Promise<AuditPartition[]> {
  const rows = await queryRows<{ name: string }>(
    executor,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'audit_entries'::regclass`,
  );
  return rows
    .map((row) => ({ name: row.name, match: MONTHLY.exec(row.name) }))
    .filter((row): row is { name: string; match: RegExpExecArray } => row.match !== null)
    .map(({ name, match }) => ({ name, end: new Date(Date.UTC(Number(match[1]), Number(match[2]), 1)) }))
    .sort((a, b) => a.end.getTime() - b.end.getTime());
}
