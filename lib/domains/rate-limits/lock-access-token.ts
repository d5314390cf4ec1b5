import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { accessTokens, rateLimitGrants, type AccessToken, type RateLimitGrant } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";

export interface LockAccessTokenOptions {
  tokenId: string;
  /** When set, a token of another account is "not found" (tenancy). */
  accountId?: string;
}

/**
 * Reads the token with a row lock, so concurrent decisions on its rate limit run one after
 * the other inside their transactions. A malformed id is "not found" without a query.
 */
export async function lockAccessToken(tx: Executor, options: LockAccessTokenOptions): Promise<AccessToken> {
  const notFound = new AppError("not_found", `No access token with the id "${options.tokenId}".`);
  if (!isIdOf("tok", options.tokenId)) throw notFound;
  const conditions = [eq(accessTokens.id, options.tokenId)];
  if (options.accountId) conditions.push(eq(accessTokens.accountId, options.accountId));
  const [token] = await tx
    .select()
    .from(accessTokens)
    .where(and(...conditions))
    .for("update");
  if (!token) throw notFound;
  return token;
}

/** The customer's request for the extended limit that no operator has decided on yet, if any. */
export async function findOpenExtensionRequest(tx: Executor, tokenId: string): Promise<RateLimitGrant | undefined> {
  const [request] = await tx
    .select()
    .from(rateLimitGrants)
    .where(
      and(
        eq(rateLimitGrants.accessTokenId, tokenId),
        eq(rateLimitGrants.status, "requested"),
        isNull(rateLimitGrants.decidedAt),
      ),
    )
    .limit(1);
  return request;
}
