import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { deleteInBatches, type BatchLimits } from "./delete-in-batches";
import { queryRows } from "../../platform/db/query-rows";

// The other append-only tables, each removed in batches from its oldest rows (an index on its
// time column, migration 0012), each batch one statement and so one transaction.

export interface RemoveOldRowsOptions extends BatchLimits {
  executor: Executor;
  cutoff: Date;
}

/** Runs a statement answering `removed` (the rows one batch removed). */
export async function removedBy(executor: Executor, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ removed: number }>(executor, statement);
  return row?.removed ?? 0;
}

/**
 * Removes, oldest first, the rows of `table` whose `timeColumn` is before the cutoff; with
 * `finishedOnly`, only those whose status is no longer pending (still to be sent or retried).
 */
function removeOldest(table: string, timeColumn: string, finishedOnly: boolean) {
  return ({ executor, cutoff, ...limits }: RemoveOldRowsOptions): Promise<number> =>
    deleteInBatches(
      (batchSize) =>
        removedBy(
          executor,
          sql`with removed as (
                delete from ${sql.identifier(table)} where id in (
                  select id from ${sql.identifier(table)}
                  where ${sql.identifier(timeColumn)} < ${cutoff.toISOString()}::timestamptz ${finishedOnly ? sql`and status <> 'pending'` : sql``}
                  order by ${sql.identifier(timeColumn)} limit ${batchSize})
                returning 1)
              select count(*)::int as removed from removed`,
        ),
      limits,
    );
}

/** Webhook attempts (the delivery log's requests and response excerpts). */
export const removeOldWebhookAttempts = removeOldest("webhook_attempts", "attempted_at", false);

/** Finished deliveries (succeeded or failed), with their attempts; a pending one is never removed. */
export const removeOldWebhookDeliveries = removeOldest("webhook_deliveries", "created_at", true);

/** Notification mails sent or recorded; a pending one (still to be sent or retried) is never removed. */
export const removeOldNotifications = removeOldest("notifications", "created_at", true);

/**
 * Hourly usage older than the cutoff, folded into usage_daily by the statement that removes it:
 * the hours and the day's total change together or not at all, so a day's figure (its usage_daily
 * row plus any of its hours still in usage_hourly) never changes.
 */
export function foldOldUsageHours({ executor, cutoff, ...limits }: RemoveOldRowsOptions): Promise<number> {
  return deleteInBatches(
    (batchSize) =>
      removedBy(
        executor,
        sql`with removed as (
              delete from usage_hourly where (token_id, hour) in (
                select token_id, hour from usage_hourly where hour < ${cutoff.toISOString()}::timestamptz order by hour limit ${batchSize})
              returning *),
            folded as (
              insert into usage_daily as d (token_id, account_id, day, status_2xx, status_3xx, status_4xx, status_5xx, rate_limited)
              select token_id, min(account_id), (hour at time zone 'UTC')::date,
                     sum(status_2xx), sum(status_3xx), sum(status_4xx), sum(status_5xx), sum(rate_limited)
              from removed group by token_id, (hour at time zone 'UTC')::date
              on conflict (token_id, day) do update set
                status_2xx = d.status_2xx + excluded.status_2xx, status_3xx = d.status_3xx + excluded.status_3xx,
                status_4xx = d.status_4xx + excluded.status_4xx, status_5xx = d.status_5xx + excluded.status_5xx,
                rate_limited = d.rate_limited + excluded.rate_limited
              returning 1)
            select (select count(*)::int from removed) as removed, (select count(*) from folded) as days`,
      ),
    limits,
  );
}
