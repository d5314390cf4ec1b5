import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import type { Module } from "../../platform/db/schema";
import type { SyncState } from "../../platform/schemas/vocabulary";
import { applySyncTransition } from "./apply-sync-transition";
import { lockModule } from "./lock-module";
import type { ModuleSyncError } from "./module-status";

export interface TransitionModuleSyncStateOptions {
  accountId: string;
  moduleId: string;
  to: SyncState;
  /** Stored in the history: `scheduled`, `completed`, `error`, … */
  reason: string;
  /** Records in the completed sync, for `synced`. */
  recordsSynced?: number;
  /** The failure, for `failed`. */
  error?: ModuleSyncError;
  /** Overrides the next sync time that follows from `to`. */
  nextSyncAt?: Date | null;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/**
 * Moves one module of the account to another sync state, in one transaction: the row is locked,
 * the change checked against the contract (AppError "invalid_state_transition", nothing
 * written), then the columns, one history row and one `module.sync_state.changed` event.
 */
export async function transitionModuleSyncState(options: TransitionModuleSyncStateOptions): Promise<Module> {
  const now = options.now ?? new Date();
  return transactionInvalidating(async (tx) => {
    const module = await lockModule(tx, options);
    return applySyncTransition(tx, module, {
      to: options.to,
      reason: options.reason,
      now,
      recordsSynced: options.recordsSynced,
      error: options.error,
      nextSyncAt: options.nextSyncAt,
    });
  });
}
