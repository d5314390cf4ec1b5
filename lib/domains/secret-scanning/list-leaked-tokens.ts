import { desc, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens, leakedTokenReports } from "../../platform/db/schema";

export interface ListLeakedTokensOptions {
  accountId: string;
}

export interface LeakedToken {
  tokenId: string;
  name: string;
  tokenHint: string;
  /** Where the scanner found it; null when it did not say. */
  url: string | null;
  reportedAt: Date;
}

/** The account's tokens revoked because a secret scanner found them in public, newest first. */
export async function listLeakedTokens(options: ListLeakedTokensOptions): Promise<LeakedToken[]> {
  return getDb()
    .select({
      tokenId: accessTokens.id,
      name: accessTokens.name,
      tokenHint: accessTokens.tokenHint,
      url: leakedTokenReports.url,
      reportedAt: leakedTokenReports.reportedAt,
    })
    .from(leakedTokenReports)
    .innerJoin(accessTokens, eq(accessTokens.id, leakedTokenReports.accessTokenId))
    .where(eq(leakedTokenReports.accountId, options.accountId))
    .orderBy(desc(leakedTokenReports.reportedAt))
    .limit(100);
}
