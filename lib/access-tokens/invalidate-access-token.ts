import type { Executor } from "../db/client";
import { invalidateOnCommit } from "../cache/publish-invalidations";

/**
 * The one call every change to what authentication reads (revocation, rate limit, scopes) makes
 * inside its transaction: once it commits, every instance forgets the token and reloads it.
 */
export function invalidateAccessToken(tx: Executor, tokenId: string): void {
  invalidateOnCommit(tx, { kind: "access-token", tokenId });
}
