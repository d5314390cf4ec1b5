import type { Executor } from "../../platform/db/client";
import { invalidateOnCommit } from "../../platform/cache/invalidate-on-commit";

/**
 * Called by every service's change to a module row that /v1 reads: this process rereads the
 * account's modules once it commits. The other instances hear the row's trigger (migration 0007).
 */
export function invalidateAccountModules(tx: Executor, accountId: string): void {
  invalidateOnCommit(tx, { kind: "account-modules", accountId });
}
