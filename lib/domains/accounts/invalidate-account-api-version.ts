import type { Executor } from "../../platform/db/client";
import { invalidateOnCommit } from "../../platform/cache/invalidate-on-commit";

/**
 * The call a service that changes `accounts.api_version` makes inside its transaction (run by
 * `transactionInvalidating`), so this process answers at the new version as soon as it commits.
 * Other instances need nothing from it: the row's trigger tells them (migration 0023).
 */
export function invalidateAccountApiVersion(tx: Executor, accountId: string): void {
  invalidateOnCommit(tx, { kind: "account-api-version", accountId });
}
