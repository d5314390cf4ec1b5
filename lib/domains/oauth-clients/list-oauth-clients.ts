import { and, count, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens, oauthClients, oauthClientSecrets, users, type OAuthClient } from "../../platform/db/schema";
import { extendedLimitStates, type ExtendedLimitState } from "../access-tokens";

export interface ListOAuthClientsOptions {
  accountId: string;
  now?: Date;
}

export interface OAuthClientListItem extends Omit<OAuthClient, "jwks" | "issuanceJournalledAt" | "issuancesNotJournalled"> {
  createdByEmail: string | null;
  /** Hints of the secrets that work now, current first (two during a rotation's grace). */
  secrets: { hint: string; expiresAt: Date | null }[];
  /** How many public keys were pasted (0 with a JWKS URL). */
  keyCount: number;
  liveTokens: number;
  extendedLimit: ExtendedLimitState;
}

/** The account's OAuth clients, newest first, with their working secrets' hints and live token count. */
export async function listOAuthClients(options: ListOAuthClientsOptions): Promise<OAuthClientListItem[]> {
  const db = getDb();
  const now = options.now ?? new Date();
  const rows = await db
    .select({ client: oauthClients, createdByEmail: users.email })
    .from(oauthClients)
    .leftJoin(users, eq(users.id, oauthClients.createdByUserId))
    .where(eq(oauthClients.accountId, options.accountId))
    .orderBy(desc(oauthClients.createdAt));
  const ids = rows.map(({ client }) => client.id);
  if (ids.length === 0) return [];
  const secrets = await db
    .select()
    .from(oauthClientSecrets)
    .where(and(inArray(oauthClientSecrets.clientId, ids), or(isNull(oauthClientSecrets.expiresAt), gt(oauthClientSecrets.expiresAt, now))))
    .orderBy(desc(oauthClientSecrets.createdAt));
  const live = await db
    .select({ clientId: accessTokens.oauthClientId, live: count() })
    .from(accessTokens)
    .where(and(inArray(accessTokens.oauthClientId, ids), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)))
    .groupBy(accessTokens.oauthClientId);
  const liveByClient = new Map(live.map((row) => [row.clientId, row.live]));
  const limitStates = await extendedLimitStates(db, "oauth_client", rows.map(({ client }) => client));
  return rows.map(({ client, createdByEmail }) => {
    const { jwks, issuanceJournalledAt: _journalled, issuancesNotJournalled: _pending, ...rest } = client;
    return {
      ...rest,
      createdByEmail,
      secrets: secrets.filter((secret) => secret.clientId === client.id).map((secret) => ({ hint: secret.secretHint, expiresAt: secret.expiresAt })),
      keyCount: (jwks as { keys?: unknown[] } | null)?.keys?.length ?? 0,
      liveTokens: liveByClient.get(client.id) ?? 0,
      extendedLimit: limitStates.get(client.id)!,
    };
  });
}
