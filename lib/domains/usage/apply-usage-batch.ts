import { lt, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { usageHourly, usageRollups } from "../../platform/db/schema";
import type { UsageCounts } from "./usage-batch";

const ROWS_PER_STATEMENT = 500;
const KEEP_APPLIED_MS = 2 * 24 * 3_600_000;

/**
 * Adds a batch of counts to usage_hourly, once: the batch id is recorded in the same
 * transaction, so retrying a batch whose commit went through (the reply lost, the process gone
 * before it could forget the batch) adds nothing. Returns false when the batch was already in.
 */
export async function applyUsageBatch(batchId: string, counts: UsageCounts[]): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [claimed] = await tx.insert(usageRollups).values({ batchId }).onConflictDoNothing().returning({ batchId: usageRollups.batchId });
    if (!claimed) return false;
    const rows = counts.map(({ hour, ...rest }) => ({ ...rest, hour: new Date(hour) }));
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await tx
        .insert(usageHourly)
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [usageHourly.tokenId, usageHourly.hour],
          set: {
            status2xx: sql`${usageHourly.status2xx} + excluded.status_2xx`,
            status3xx: sql`${usageHourly.status3xx} + excluded.status_3xx`,
            status4xx: sql`${usageHourly.status4xx} + excluded.status_4xx`,
            status5xx: sql`${usageHourly.status5xx} + excluded.status_5xx`,
            rateLimited: sql`${usageHourly.rateLimited} + excluded.rate_limited`,
          },
        });
    }
    return true;
  });
}

/** Forgets applied batch ids old enough that no retry of theirs can still come. */
export async function pruneAppliedUsageBatches(now = Date.now()): Promise<void> {
  await getDb().delete(usageRollups).where(lt(usageRollups.appliedAt, new Date(now - KEEP_APPLIED_MS)));
}
