import type { Executor } from "../db/client";
import { invalidateOnCommit } from "../cache/publish-invalidations";

/** Called by every change to a module row that /v1 reads: each instance rereads the account's modules after the commit. */
export function invalidateAccountModules(tx: Executor, accountId: string): void {
  invalidateOnCommit(tx, { kind: "account-modules", accountId });
}
