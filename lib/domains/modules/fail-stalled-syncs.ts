import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { and, asc, eq, isNull, lt } from "drizzle-orm";
import { modules } from "../../platform/db/schema";
import { applySyncTransition } from "./apply-sync-transition";
import { STALLED_SYNC_AFTER_MS } from "./sync-schedule";

export interface FailStalledSyncsOptions {
  now: Date;
  limit?: number;
}

/**
 * Marks `failed` the modules that have been `syncing` without a sign of life (a progress tick
 * or the start) for STALLED_SYNC_AFTER_MS: their runner died, and without this they would
 * never be scheduled again. The failed state schedules the retry. Returns how many.
 */
export async function failStalledSyncs(options: FailStalledSyncsOptions): Promise<number> {
  const cutoff = new Date(options.now.getTime() - STALLED_SYNC_AFTER_MS);
  return transactionInvalidating(async (tx) => {
    const stalled = await tx
      .select()
      .from(modules)
      .where(and(eq(modules.syncState, "syncing"), lt(modules.syncUpdatedAt, cutoff), isNull(modules.deactivatedAt)))
      .orderBy(asc(modules.syncUpdatedAt))
      .limit(options.limit ?? 100)
      .for("update", { skipLocked: true });
    for (const module of stalled) {
      await applySyncTransition(tx, module, {
        to: "failed",
        reason: "stalled",
        now: options.now,
        error: { code: "sync_stalled", message: "The sync stopped responding and will be retried." },
      });
    }
    return stalled.length;
  });
}
