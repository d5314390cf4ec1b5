import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import type { Module } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { WORK_CHANNELS } from "../../platform/polling/work-notifications";
import { logger } from "../../platform/logger";
import { startWakeableLoop } from "../../platform/polling/wakeable-loop";
import { applySyncTransition, type SyncTransitionDetails } from "./apply-sync-transition";
import { claimDueSyncs } from "./claim-due-syncs";
import { CloudPlatformError, type CloudPlatformAdapter, type SyncProgressListener } from "./cloud-platform/adapter";
import { getCloudPlatform } from "./cloud-platform/get-cloud-platform";
import { failStalledSyncs } from "./fail-stalled-syncs";
import { lockModule } from "./lock-module";
import { PROGRESS_WRITE_INTERVAL_MS } from "./sync-schedule";
import { updateSyncProgress } from "./update-sync-progress";
import { runJob } from "../../platform/telemetry/run-job";

export interface RunDueSyncsOptions {
  adapter: CloudPlatformAdapter;
  /** Clock for tests; later timestamps of the run advance from it. Defaults to now. */
  now?: Date;
  /** Modules claimed (and synced side by side) per run; default 10. */
  limit?: number;
  /** Minimum ms between two progress writes of one module; default PROGRESS_WRITE_INTERVAL_MS. */
  progressIntervalMs?: number;
}

export interface SyncRunSummary {
  /** Modules this run moved to `syncing`. */
  claimed: number;
  synced: number;
  failed: number;
  /** Outcomes dropped because the module changed meanwhile (paused, declared stalled, deactivated). */
  discarded: number;
  /** Abandoned syncs of dead runners marked failed. */
  stalled: number;
}

type Clock = () => Date;
type Outcome = "synced" | "failed" | "discarded";

/** One pass: fail stalled syncs, claim the due modules, run them side by side, record each outcome. */
export async function runDueSyncs(options: RunDueSyncsOptions): Promise<SyncRunSummary> {
  const startedAt = Date.now();
  const origin = options.now ?? new Date(startedAt);
  const clock: Clock = () => new Date(origin.getTime() + (Date.now() - startedAt));
  const stalled = await failStalledSyncs({ now: origin });
  const claimed = await claimDueSyncs({ now: origin, limit: options.limit ?? 10 });
  const outcomes = await Promise.all(claimed.map((module) => runClaimedSync(module, options, clock)));
  const count = (outcome: Outcome) => outcomes.filter((each) => each === outcome).length;
  return { claimed: claimed.length, synced: count("synced"), failed: count("failed"), discarded: count("discarded"), stalled };
}

async function runClaimedSync(module: Module, options: RunDueSyncsOptions, clock: Clock): Promise<Outcome> {
  const onProgress = throttledProgress(module, options.progressIntervalMs ?? PROGRESS_WRITE_INTERVAL_MS, clock);
  let result: Omit<SyncTransitionDetails, "now">;
  try {
    const { recordsSynced } = await options.adapter.runSync(module, onProgress);
    result = { to: "synced", reason: "completed", recordsSynced };
  } catch (error) {
    if (!(error instanceof CloudPlatformError)) logger.error({ err: error, moduleId: module.id }, "sync crashed");
    const reported = error instanceof CloudPlatformError;
    // Only the platform's own codes reach the customer; anything else is our bug, told generically.
    const syncError = reported
      ? { code: error.code, message: error.message }
      : { code: "internal_error", message: "The sync failed unexpectedly and will be retried." };
    result = { to: "failed", reason: "error", error: syncError };
  }
  try {
    return await recordOutcome(module, { ...result, now: clock() });
  } catch (error) {
    logger.error({ err: error, moduleId: module.id }, "could not record a sync outcome");
    return "discarded";
  }
}

/**
 * Writes the outcome only if the module is still in the sync this run started: a pause, a
 * stall declared by another runner or a newer sync makes this result stale, and recording
 * it would overwrite the newer state.
 */
async function recordOutcome(claimed: Module, details: SyncTransitionDetails): Promise<Outcome> {
  return transactionInvalidating(async (tx) => {
    let current: Module;
    try {
      current = await lockModule(tx, { accountId: claimed.accountId, moduleId: claimed.id });
    } catch (error) {
      if (isAppError(error, "not_found")) return "discarded";
      throw error;
    }
    const sameRun =
      current.syncState === "syncing" && current.lastSyncStartedAt?.getTime() === claimed.lastSyncStartedAt?.getTime();
    if (!sameRun) {
      logger.info({ moduleId: claimed.id, state: current.syncState }, "sync outcome discarded: the module changed meanwhile");
      return "discarded";
    }
    await applySyncTransition(tx, current, details);
    return details.to === "synced" ? "synced" : "failed";
  });
}

// Adapters may report progress many times a second; the row is written at most every
// `intervalMs`, never for the final 1 (the outcome follows at once), and a failed write
// never fails the sync.
function throttledProgress(module: Module, intervalMs: number, clock: Clock): SyncProgressListener {
  let lastWrite = -Infinity;
  return async (progress) => {
    if (progress >= 1 || Date.now() - lastWrite < intervalMs) return;
    lastWrite = Date.now();
    try {
      await updateSyncProgress({ accountId: module.accountId, moduleId: module.id, progress, now: clock() });
    } catch (error) {
      logger.warn({ err: error, moduleId: module.id }, "could not record sync progress");
    }
  };
}

export interface StartSyncRunnerOptions {
  /** Pause between the end of one pass and the start of the next. */
  intervalMs: number;
  /** Defaults to the platform configured from the environment. */
  adapter?: CloudPlatformAdapter;
  limit?: number;
}

/**
 * Runs `runDueSyncs` in the background: first pass at once, then whenever a module becomes due
 * now (LISTEN/NOTIFY) or `intervalMs` after the previous pass, never two passes at once. A
 * failing pass (the database away) is retried with backoff; the loop says once that it is
 * degraded and once that it recovered. The returned function stops the runner and resolves
 * once the pass under way has finished.
 */
export function startSyncRunner(options: StartSyncRunnerOptions): () => Promise<void> {
  return startWakeableLoop({
    name: "sync runner",
    pollMs: options.intervalMs,
    wakeOn: WORK_CHANNELS.syncs,
    run: () =>
      runJob("sync", async () => {
        const adapter = options.adapter ?? getCloudPlatform();
        const summary = await runDueSyncs({ adapter, limit: options.limit });
        if (summary.claimed || summary.stalled) logger.info({ summary }, "sync runner pass");
      }),
  });
}
