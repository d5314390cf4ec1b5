import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../db/client";
import { accessTokens, rateLimitGrants, type AccessToken } from "../db/schema";

export interface ListAccessTokensOptions {
  accountId: string;
}

export interface AccessTokenListItem extends Omit<AccessToken, "tokenHash"> {
  /** An extended-limit request awaits the operator's decision. */
  extendedLimitRequested: boolean;
}

/** The account's access tokens, newest first, without their hashes. */
export async function listAccessTokens(options: ListAccessTokensOptions): Promise<AccessTokenListItem[]> {
  const db = getDb();
  const rows = await db.select().from(accessTokens).where(eq(accessTokens.accountId, options.accountId)).orderBy(desc(accessTokens.createdAt));
  const pending = rows.length
    ? await db
        .select({ tokenId: rateLimitGrants.accessTokenId })
        .from(rateLimitGrants)
        .where(and(inArray(rateLimitGrants.accessTokenId, rows.map((row) => row.id)), eq(rateLimitGrants.status, "requested")))
    : [];
  const requested = new Set(pending.map((row) => row.tokenId));
  return rows.map(({ tokenHash: _hash, ...row }) => ({ ...row, extendedLimitRequested: requested.has(row.id) }));
}
