import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens, rateLimitGrants, users, type AccessToken, type RateLimitGrant } from "../../platform/db/schema";
import { EXTENDED_RATE_LIMIT_PER_MINUTE } from "./per-minute-limits";

export interface ListAccessTokensOptions {
  accountId: string;
}

/**
 * Where a token's extended rate limit stands, as the customer sees it: never asked, asked and
 * waiting for the operator, granted, or declined (the operator answered no, or took it back).
 */
export type ExtendedLimitState = "none" | "requested" | "granted" | "declined";

export interface AccessTokenListItem extends Omit<AccessToken, "tokenHash"> {
  extendedLimit: ExtendedLimitState;
  /** Who issued it (kept after they leave the account); null for the operator command line. */
  createdByEmail: string | null;
}

/** The account's access tokens made by people or the operator, newest first, without their hashes. */
export async function listAccessTokens(options: ListAccessTokensOptions): Promise<AccessTokenListItem[]> {
  const db = getDb();
  const joined = await db
    .select({ token: accessTokens, createdByEmail: users.email })
    .from(accessTokens)
    .leftJoin(users, eq(users.id, accessTokens.createdByUserId))
    // OAuth clients' short-lived tokens are shown with their client (OAuth clients page), not here.
    .where(and(eq(accessTokens.accountId, options.accountId), isNull(accessTokens.oauthClientId)))
    .orderBy(desc(accessTokens.createdAt));
  const rows = joined.map(({ token }) => token);
  const creators = new Map(joined.map(({ token, createdByEmail }) => [token.id, createdByEmail]));
  const history = rows.length
    ? await db
        .select()
        .from(rateLimitGrants)
        .where(inArray(rateLimitGrants.accessTokenId, rows.map((row) => row.id)))
        .orderBy(desc(rateLimitGrants.createdAt), desc(rateLimitGrants.id))
    : [];
  const latest = new Map<string, RateLimitGrant>();
  for (const grant of history) if (!latest.has(grant.accessTokenId)) latest.set(grant.accessTokenId, grant);
  return rows.map(({ tokenHash: _hash, ...row }) => ({
    ...row,
    extendedLimit: extendedLimitState(row, latest.get(row.id)),
    createdByEmail: creators.get(row.id) ?? null,
  }));
}

function extendedLimitState(token: Pick<AccessToken, "rateLimitPerMinute">, latest: RateLimitGrant | undefined): ExtendedLimitState {
  if (token.rateLimitPerMinute >= EXTENDED_RATE_LIMIT_PER_MINUTE) return "granted";
  if (!latest) return "none";
  if (latest.status === "requested" && !latest.decidedAt) return "requested";
  return latest.status === "revoked" ? "declined" : "none";
}
