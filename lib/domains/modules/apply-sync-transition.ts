import { eq } from "drizzle-orm";
import { notifyWork, WORK_CHANNELS } from "../../platform/polling/work-notifications";
import type { Executor } from "../../platform/db/client";
import { modules, moduleStateTransitions, type Module, type NewModule } from "../../platform/db/schema";
import type { SyncState } from "../../platform/schemas/vocabulary";
import { enqueueEvent } from "../events";
import { newId } from "../../platform/ids";
import { invalidateAccountModules } from "./invalidate-account-modules";
import { toModuleStatus, type ModuleSyncError } from "./module-status";
import { SYNC_INTERVAL_MS, SYNC_RETRY_INTERVAL_MS } from "./sync-schedule";
import { assertTransition } from "./sync-state-machine";
import { notifyModuleFailed } from "../notifications";

export interface SyncTransitionDetails {
  to: SyncState;
  /** Why: `scheduled`, `retry`, `completed`, `error`, `stalled`, `paused_by_user`, … */
  reason: string;
  now: Date;
  /** Records in the completed sync; used when `to` is `synced`. */
  recordsSynced?: number;
  /** What went wrong; used when `to` is `failed`. */
  error?: ModuleSyncError;
  /** Overrides the schedule that follows from `to` (tests, manual "sync now"). */
  nextSyncAt?: Date | null;
}

const GENERIC_FAILURE: ModuleSyncError = { code: "sync_failed", message: "The sync failed." };
const after = (now: Date, ms: number) => new Date(now.getTime() + ms);

// Each state sets every sync column it implies, so the row never mixes two states
// (a progress on a paused module, a stale error on a synced one).
function columnsFor(module: Module, details: SyncTransitionDetails): Partial<NewModule> {
  const { now } = details;
  switch (details.to) {
    case "syncing":
      // The previous error stays until this attempt ends: "retrying after X" is worth showing.
      return { syncProgress: 0, lastSyncStartedAt: now, nextSyncAt: null };
    case "synced":
      return {
        syncProgress: null,
        lastSyncedAt: now,
        recordsSynced: details.recordsSynced ?? module.recordsSynced,
        lastErrorCode: null,
        lastErrorMessage: null,
        nextSyncAt: after(now, SYNC_INTERVAL_MS),
      };
    case "failed": {
      const error = details.error ?? GENERIC_FAILURE;
      return {
        syncProgress: null,
        lastErrorCode: error.code,
        lastErrorMessage: error.message,
        nextSyncAt: after(now, SYNC_RETRY_INTERVAL_MS),
      };
    }
    case "paused":
      return { syncProgress: null, nextSyncAt: null };
    case "pending":
      return { syncProgress: null, nextSyncAt: now };
  }
}

/**
 * Moves a module the caller has locked in `tx` to another sync state: checks the contract,
 * updates the sync columns, appends the history row and writes the `module.sync_state.changed`
 * event, all in the caller's transaction, which must come from `transactionInvalidating` so this
 * process drops its cached module reads once it commits (the others hear the row's trigger). Returns the updated row.
 */
export async function applySyncTransition(tx: Executor, module: Module, details: SyncTransitionDetails): Promise<Module> {
  const from = module.syncState;
  assertTransition(from, details.to);
  const columns = { ...columnsFor(module, details), syncState: details.to, syncUpdatedAt: details.now };
  if (details.nextSyncAt !== undefined) columns.nextSyncAt = details.nextSyncAt;
  const [updated] = await tx.update(modules).set(columns).where(eq(modules.id, module.id)).returning();
  invalidateAccountModules(tx, module.accountId);
  await tx.insert(moduleStateTransitions).values({
    id: newId("mst"),
    moduleId: module.id,
    accountId: module.accountId,
    fromState: from,
    toState: details.to,
    reason: details.reason,
    occurredAt: details.now,
  });
  const status = toModuleStatus(updated!);
  await enqueueEvent(tx, { accountId: module.accountId, type: "module.sync_state.changed", data: { module_id: module.id, from, to: details.to, status } });
  if (details.to === "failed") {
    await notifyModuleFailed(tx, { accountId: module.accountId, moduleId: module.id, lastErrorMessage: status.last_error?.message ?? null, lastSyncedAt: status.last_succeeded_at });
  }
  // Due now (a resumed module): wake the sync runner instead of leaving it to the next poll.
  if (updated!.nextSyncAt && updated!.nextSyncAt <= details.now) await notifyWork(tx, WORK_CHANNELS.syncs);
  return updated!;
}
