import { sql } from "drizzle-orm";
import { systemActor } from "../audit";
import { recordAuditEntry } from "../audit";
import type { Executor } from "../../platform/db/client";
import { listAuditPartitions } from "./audit-partitions";
import { deleteInBatches, type BatchLimits } from "./delete-in-batches";
import { queryRows } from "../../platform/db/query-rows";

// How the journal names who removed old entries: the operator's retention job, not a person.
const RETENTION_ACTOR = systemActor("retention");

export interface RemoveOldAuditEntriesOptions extends BatchLimits {
  executor: Executor;
  /** Entries older than this go; none at or after it. */
  cutoff: Date;
  /** The configured limit, recorded with each removal. */
  keptMonths: number;
}

export interface AuditRemoval {
  removed: number;
  partitionsDropped: string[];
}

/**
 * Removes the audit entries older than the cutoff: whole months by dropping their partition once
 * the month's end is past the cutoff, and the DEFAULT partition's old entries in batches (the
 * append-only trigger lets a DELETE through only below the cutoff the transaction sets). A month
 * that straddles the cutoff stays whole until its end passes it. Each drop or batch records, in
 * its own transaction, one journal entry per account it removed entries of.
 */
export async function removeOldAuditEntries(options: RemoveOldAuditEntriesOptions): Promise<AuditRemoval> {
  const partitionsDropped: string[] = [];
  let removed = 0;
  for (const partition of await listAuditPartitions(options.executor)) {
    if (partition.end > options.cutoff) break;
    removed += await dropPartition(options, partition.name);
    partitionsDropped.push(partition.name);
  }
  removed += await deleteInBatches((batchSize) => deleteFromDefault(options, batchSize), options);
  return { removed, partitionsDropped };
}

async function dropPartition(options: RemoveOldAuditEntriesOptions, name: string): Promise<number> {
  return options.executor.transaction(async (tx) => {
    // Another instance (whose lock was lost with its connection) may have dropped it already.
    const [exists] = await queryRows<{ found: boolean }>(tx, sql`select to_regclass(${name}) is not null as found`);
    if (!exists?.found) return 0;
    const counts = await queryRows<{ account_id: string | null; removed: number }>(
      tx,
      sql`select account_id, count(*)::int as removed from ${sql.identifier(name)} group by account_id`,
    );
    // DROP locks the parent before the partition, as readers do, so it cannot deadlock with them.
    await tx.execute(sql`drop table ${sql.identifier(name)}`);
    return journalRemovals(tx, counts, options);
  });
}

async function deleteFromDefault(options: RemoveOldAuditEntriesOptions, batchSize: number): Promise<number> {
  const cutoff = options.cutoff.toISOString();
  return options.executor.transaction(async (tx) => {
    await tx.execute(sql`select set_config('mis.audit_retention_cutoff', ${cutoff}, true)`);
    const counts = await queryRows<{ account_id: string | null; removed: number }>(
      tx,
      sql`with removed as (
            delete from audit_entries_default
            where (id, occurred_at) in (
              select id, occurred_at from audit_entries_default where occurred_at < ${cutoff}::timestamptz limit ${batchSize})
            returning account_id)
          select account_id, count(*)::int as removed from removed group by account_id`,
    );
    return journalRemovals(tx, counts, options);
  });
}

/** One journal entry per account (and one for entries of no account), in the removal's transaction. */
async function journalRemovals(
  tx: Executor,
  counts: { account_id: string | null; removed: number }[],
  options: RemoveOldAuditEntriesOptions,
): Promise<number> {
  let total = 0;
  for (const { account_id: accountId, removed } of counts) {
    total += removed;
    await recordAuditEntry(tx, {
      accountId,
      action: "audit.entries_removed",
      actor: RETENTION_ACTOR,
      metadata: { removed, cutoff: options.cutoff.toISOString(), kept_months: options.keptMonths },
    });
  }
  return total;
}
