import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { queryRows } from "../../platform/db/query-rows";

export interface EnsureAuditPartitionsOptions {
  executor: Executor;
  now?: Date;
  /** Months ahead of the current one to prepare; default 1 (the next). */
  monthsAhead?: number;
}

/**
 * Creates the audit journal's partitions for the current month and the next ones, before their
 * entries arrive (migration 0012's `audit_entries_ensure_month`: idempotent, under a transaction
 * advisory lock, and moving any of the month's entries out of DEFAULT). Returns the months it created.
 */
export async function ensureAuditPartitions(options: EnsureAuditPartitionsOptions): Promise<string[]> {
  const now = options.now ?? new Date();
  const created: string[] = [];
  for (let ahead = 0; ahead <= (options.monthsAhead ?? 1); ahead++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 10);
    // One transaction per month: a month that fails leaves the others done.
    const [row] = await options.executor.transaction((tx) =>
      queryRows<{ created: boolean }>(tx, sql`select audit_entries_ensure_month(${month}::date) as created`),
    );
    if (row?.created) created.push(month.slice(0, 7));
  }
  return created;
}
