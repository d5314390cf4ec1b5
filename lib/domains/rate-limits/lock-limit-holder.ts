import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { accessTokens, oauthClients, rateLimitGrants, type RateLimitGrant } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";

// What an extended rate limit is asked for and granted to: an access token, or an OAuth client
// (whose limit every token it mints carries, and whose tokens share one window in /v1).

/** Exactly one of the two: the holder of the limit. */
export type LimitHolderRef = { tokenId: string; clientId?: undefined } | { clientId: string; tokenId?: undefined };

export interface LockLimitHolderOptions {
  /** When set, a holder of another account is "not found" (tenancy). */
  accountId?: string;
  /** Clock for the expiry check; defaults to now. */
  now?: Date;
}

export interface LimitHolder {
  type: "access_token" | "oauth_client";
  id: string;
  accountId: string;
  name: string;
  rateLimitPerMinute: number;
  /** Why its limit can no longer be raised (revoked, expired, disabled), or null. */
  closedReason: string | null;
}

/**
 * Reads the holder with a row lock, so concurrent decisions on its rate limit run one after
 * the other inside their transactions. A malformed id is "not found" without a query.
 */
export async function lockLimitHolder(tx: Executor, holder: LimitHolderRef, options: LockLimitHolderOptions = {}): Promise<LimitHolder> {
  return holder.clientId === undefined ? lockToken(tx, holder.tokenId, options) : lockClient(tx, holder.clientId, options);
}

async function lockToken(tx: Executor, tokenId: string, options: LockLimitHolderOptions): Promise<LimitHolder> {
  const notFound = new AppError("not_found", `No access token with the id "${tokenId}".`);
  if (!isIdOf("tok", tokenId)) throw notFound;
  const conditions = [eq(accessTokens.id, tokenId)];
  if (options.accountId) conditions.push(eq(accessTokens.accountId, options.accountId));
  const [token] = await tx.select().from(accessTokens).where(and(...conditions)).for("update");
  if (!token) throw notFound;
  const expired = token.expiresAt <= (options.now ?? new Date());
  return {
    type: "access_token",
    id: token.id,
    accountId: token.accountId,
    name: token.name,
    rateLimitPerMinute: token.rateLimitPerMinute,
    closedReason: token.revokedAt ? `The access token ${token.id} is revoked.` : expired ? `The access token ${token.id} has expired.` : null,
  };
}

async function lockClient(tx: Executor, clientId: string, options: LockLimitHolderOptions): Promise<LimitHolder> {
  const notFound = new AppError("not_found", `No OAuth client with the id "${clientId}".`);
  if (!isIdOf("oac", clientId)) throw notFound;
  const conditions = [eq(oauthClients.id, clientId)];
  if (options.accountId) conditions.push(eq(oauthClients.accountId, options.accountId));
  const [client] = await tx.select().from(oauthClients).where(and(...conditions)).for("update");
  if (!client) throw notFound;
  return {
    type: "oauth_client",
    id: client.id,
    accountId: client.accountId,
    name: client.name,
    rateLimitPerMinute: client.rateLimitPerMinute,
    closedReason: client.disabledAt ? `The OAuth client ${client.id} is disabled.` : null,
  };
}

/** The grant rows' column for this holder. */
const grantHolderColumn = (holder: Pick<LimitHolder, "type">) =>
  holder.type === "access_token" ? rateLimitGrants.accessTokenId : rateLimitGrants.oauthClientId;

/** The grant row's holder fields. */
export const grantHolderValues = (holder: Pick<LimitHolder, "type" | "id">) =>
  holder.type === "access_token" ? { accessTokenId: holder.id } : { oauthClientId: holder.id };

/** The customer's request for the extended limit that no operator has decided on yet, if any. */
export async function findOpenExtensionRequest(tx: Executor, holder: Pick<LimitHolder, "type" | "id">): Promise<RateLimitGrant | undefined> {
  const [request] = await tx
    .select()
    .from(rateLimitGrants)
    .where(and(eq(grantHolderColumn(holder), holder.id), eq(rateLimitGrants.status, "requested"), isNull(rateLimitGrants.decidedAt)))
    .limit(1);
  return request;
}
