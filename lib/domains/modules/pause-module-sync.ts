import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import type { Module } from "../../platform/db/schema";
import { applySyncTransition } from "./apply-sync-transition";
import { lockModule } from "./lock-module";

export interface PauseModuleSyncOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  moduleId: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface ModuleSyncChange {
  module: Module;
  /** False when the module already was in the requested condition: nothing was written. */
  changed: boolean;
}

/**
 * Stops a module's scheduled syncs (from any state), with the audit entry `module.sync.paused`.
 * A sync under way finishes on the platform, but its outcome is dropped by the runner.
 * Pausing a paused module changes nothing, so a double click is not an error.
 */
export async function pauseModuleSync(options: PauseModuleSyncOptions): Promise<ModuleSyncChange> {
  const now = options.now ?? new Date();
  return transactionInvalidating(async (tx) => {
    const module = await lockModule(tx, options);
    if (module.syncState === "paused") return { module, changed: false };
    const paused = await applySyncTransition(tx, module, { to: "paused", reason: "paused_by_user", now });
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "module.sync.paused",
      resource: { type: "module", id: module.id },
      metadata: { module_key: module.key, from: module.syncState },
    });
    return { module: paused, changed: true };
  });
}
