import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { and, asc, inArray, isNull, lte } from "drizzle-orm";
import { modules, type Module } from "../../platform/db/schema";
import type { SyncState } from "../../platform/schemas/vocabulary";
import { applySyncTransition } from "./apply-sync-transition";

export interface ClaimDueSyncsOptions {
  now: Date;
  /** At most this many modules per claim. */
  limit: number;
}

/** The states a scheduled sync may start from; `paused` never, `syncing` is already running. */
const claimableStates: SyncState[] = ["pending", "synced", "failed"];

function reasonFor(module: Module): string {
  if (module.syncState === "failed") return "retry";
  if (module.syncState === "pending" && !module.lastSyncedAt) return "initial_sync";
  return "scheduled";
}

/**
 * Claims the modules whose sync is due and moves them to `syncing`, in one transaction.
 * `FOR UPDATE SKIP LOCKED`: several runner processes claim disjoint modules without waiting
 * on each other, and once committed the `syncing` state keeps every later claim away.
 */
export async function claimDueSyncs(options: ClaimDueSyncsOptions): Promise<Module[]> {
  return transactionInvalidating(async (tx) => {
    const due = await tx
      .select()
      .from(modules)
      .where(
        and(
          lte(modules.nextSyncAt, options.now),
          inArray(modules.syncState, claimableStates),
          isNull(modules.deactivatedAt),
        ),
      )
      .orderBy(asc(modules.nextSyncAt), asc(modules.id))
      .limit(options.limit)
      .for("update", { skipLocked: true });
    const claimed: Module[] = [];
    for (const module of due) {
      claimed.push(await applySyncTransition(tx, module, { to: "syncing", reason: reasonFor(module), now: options.now }));
    }
    return claimed;
  });
}
