import { and, eq, gt, isNull } from "drizzle-orm";
import { invalidateAccessToken } from "../access-tokens";
import type { Executor } from "../../platform/db/client";
import { accessTokens } from "../../platform/db/schema";

/**
 * Revokes every live token of a client inside the caller's transaction (which must come from
 * `transactionInvalidating`), so a disabled or deleted client's machines stop at once.
 * Returns how many were revoked.
 */
export async function revokeClientTokens(tx: Executor, clientId: string, now = new Date()): Promise<number> {
  const revoked = await tx
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.oauthClientId, clientId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)))
    .returning({ id: accessTokens.id });
  for (const { id } of revoked) invalidateAccessToken(tx, id);
  return revoked.length;
}
