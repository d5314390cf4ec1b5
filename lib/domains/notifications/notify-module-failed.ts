import type { Executor } from "../../platform/db/client";
import { enqueueNotification } from "./enqueue-notification";

export interface NotifyModuleFailedOptions {
  accountId: string;
  moduleId: string;
  lastErrorMessage: string | null;
  /** The module's last successful sync (RFC 3339), null if it never synced. */
  lastSyncedAt: string | null;
}

/** Mails the admins that a module's sync failed. Call it in the transition's transaction. */
export async function notifyModuleFailed(executor: Executor, options: NotifyModuleFailedOptions): Promise<void> {
  await enqueueNotification(executor, {
    accountId: options.accountId,
    kind: "module.failed",
    // One mail per failure streak: a failed module is retried every few minutes, and each retry
    // that fails moves it to failed again. Only a successful sync moves last_synced_at, so it
    // names the streak.
    dedupeKey: `module.failed:${options.moduleId}:${options.lastSyncedAt ?? "never"}`,
    subject: `Module ${options.moduleId}: sync failed`,
    body: `The synchronization of module ${options.moduleId} failed: ${options.lastErrorMessage ?? "no reason given"}.\n\nIt is retried on its schedule; the Modules page shows its state.`,
  });
}
