import { and, eq, isNull } from "drizzle-orm";
import { deliver } from "../../platform/cache/invalidation-bus";
import { getDb } from "../../platform/db/client";
import { modules } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";
import { getModuleOrThrow } from "./get-module-or-throw";

export interface UpdateSyncProgressOptions {
  accountId: string;
  moduleId: string;
  /** 0–1; values outside are clamped. */
  progress: number;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/**
 * Records how far a running sync has got. A tick is not a transition: no history row, no event.
 * Returns false, writing nothing, when the module is no longer syncing (paused meanwhile,
 * declared stalled): the sync that reports may have lost its claim.
 */
export async function updateSyncProgress(options: UpdateSyncProgressOptions): Promise<boolean> {
  if (!isIdOf("mod", options.moduleId)) throw new AppError("not_found", `No module with the id "${options.moduleId}".`);
  if (!Number.isFinite(options.progress)) throw new AppError("validation_failed", "The progress must be a number.");
  const progress = Math.min(1, Math.max(0, options.progress));
  const updated = await getDb()
    .update(modules)
    .set({ syncProgress: progress, syncUpdatedAt: options.now ?? new Date() })
    .where(
      and(
        eq(modules.id, options.moduleId),
        eq(modules.accountId, options.accountId),
        eq(modules.syncState, "syncing"),
        isNull(modules.deactivatedAt),
      ),
    )
    .returning({ id: modules.id });
  if (updated.length) {
    // Progress is part of the status /v1 serves from memory: this process rereads it at once,
    // the others when the row's trigger reaches them.
    deliver({ kind: "account-modules", accountId: options.accountId });
    return true;
  }
  // Rare path: tell "not yours / not there" (an error) from "not syncing" (a quiet no-op).
  await getModuleOrThrow(options);
  return false;
}
