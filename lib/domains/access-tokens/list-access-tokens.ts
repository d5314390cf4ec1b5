import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens, users, type AccessToken } from "../../platform/db/schema";
import { extendedLimitStates, type ExtendedLimitState } from "./extended-limit-states";

export interface ListAccessTokensOptions {
  accountId: string;
}

export type { ExtendedLimitState };

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
  const states = await extendedLimitStates(db, "access_token", rows);
  return rows.map(({ tokenHash: _hash, ...row }) => ({
    ...row,
    extendedLimit: states.get(row.id)!,
    createdByEmail: creators.get(row.id) ?? null,
  }));
}
