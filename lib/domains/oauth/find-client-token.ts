import { and, eq } from "drizzle-orm";
import { hasValidAccessTokenFormat, hashAccessToken } from "../access-tokens";
import { getDb } from "../../platform/db/client";
import { accessTokens, type AccessToken } from "../../platform/db/schema";

/** The token with this value if this client obtained it; any other token is none of its business. */
export async function findClientToken(clientId: string, token: string): Promise<AccessToken | undefined> {
  if (!hasValidAccessTokenFormat(token)) return undefined;
  const [record] = await getDb()
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, hashAccessToken(token)), eq(accessTokens.oauthClientId, clientId)))
    .limit(1);
  return record;
}
