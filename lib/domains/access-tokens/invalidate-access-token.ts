import type { Executor } from "../../platform/db/client";
import { invalidateOnCommit } from "../../platform/cache/invalidate-on-commit";

/**
 * The call every service's change to what authentication reads (revocation, rate limit, scopes)
 * makes inside its transaction, so that this process forgets the token as soon as it commits.
 * Other instances need nothing from it: the row's trigger tells them (migration 0007), whoever
 * made the change.
 */
export function invalidateAccessToken(tx: Executor, tokenId: string): void {
  invalidateOnCommit(tx, { kind: "access-token", tokenId });
}
