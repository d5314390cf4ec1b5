import { and, eq, isNull } from "drizzle-orm";
import { invalidateAccessToken } from "../access-tokens";
import type { Executor } from "../../platform/db/client";
import { accessTokens, oauthClients } from "../../platform/db/schema";
import type { LimitHolder } from "./lock-limit-holder";

/**
 * Sets the holder's per-minute limit. A client's live tokens change with it: they share one
 * window in /v1, which must not count at two limits, and a granted client should not wait for
 * its tokens to expire. Every token changed is forgotten by the caches once committed.
 */
export async function setHolderLimit(tx: Executor, holder: LimitHolder, rateLimitPerMinute: number): Promise<void> {
  if (holder.type === "access_token") {
    await tx.update(accessTokens).set({ rateLimitPerMinute }).where(eq(accessTokens.id, holder.id));
    invalidateAccessToken(tx, holder.id);
    return;
  }
  await tx.update(oauthClients).set({ rateLimitPerMinute }).where(eq(oauthClients.id, holder.id));
  const tokens = await tx
    .update(accessTokens)
    .set({ rateLimitPerMinute })
    .where(and(eq(accessTokens.oauthClientId, holder.id), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  for (const token of tokens) invalidateAccessToken(tx, token.id);
}
