import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { applySyncTransition } from "./apply-sync-transition";
import { lockModule } from "./lock-module";
import type { ModuleSyncChange } from "./pause-module-sync";

export interface ResumeModuleSyncOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  moduleId: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/**
 * Returns a paused module to `pending` with its next sync due at once, and records
 * `module.sync.resumed`. A module that is not paused is left as it is (changed: false):
 * it already syncs on schedule, which is what resuming asks for.
 */
export async function resumeModuleSync(options: ResumeModuleSyncOptions): Promise<ModuleSyncChange> {
  const now = options.now ?? new Date();
  return transactionInvalidating(async (tx) => {
    const module = await lockModule(tx, options);
    if (module.syncState !== "paused") return { module, changed: false };
    const resumed = await applySyncTransition(tx, module, { to: "pending", reason: "resumed_by_user", now });
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "module.sync.resumed",
      resource: { type: "module", id: module.id },
      metadata: { module_key: module.key },
    });
    return { module: resumed, changed: true };
  });
}
