import { eq } from "drizzle-orm";
import { accessTokenHint, generateAccessToken, hashAccessToken } from "../access-tokens";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb, type Executor } from "../../platform/db/client";
import { accessTokens, oauthClients, type OAuthClient } from "../../platform/db/schema";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import { newId } from "../../platform/ids";
import { OAuthError } from "./oauth-error";

// Tokens of a client are ordinary `mis_at_` access tokens with the client as their owner, so
// authentication, cache, expiry, revocation and usage treat them like any other. They are not
// journalled one by one: a machine fetching a token every few minutes would drown the journal.
// The first issuance of a minute writes `oauth_client.tokens_issued` with a count of the tokens
// issued since the previous entry; those in between only add to that count (kept on the client
// row, under its lock, so it is exact across instances).

const ISSUANCE_JOURNAL_WINDOW_MS = 60_000;

export interface IssueClientTokenOptions {
  client: OAuthClient;
  scopes: AccessScope[];
  origin?: RequestOrigin;
  now?: Date;
}

export interface IssuedClientToken {
  token: string;
  tokenId: string;
  expiresInSeconds: number;
  scopes: AccessScope[];
}

export async function issueClientToken(options: IssueClientTokenOptions): Promise<IssuedClientToken> {
  const now = options.now ?? new Date();
  const token = generateAccessToken();
  const tokenId = newId("tok");
  const lifetimeSeconds = await getDb().transaction(async (tx) => {
    const [client] = await tx.select().from(oauthClients).where(eq(oauthClients.id, options.client.id)).for("update");
    // Deleted or disabled since it authenticated: disabling revoked the live tokens under this
    // same lock, so a token issued now would outlive it.
    if (!client) throw new OAuthError("invalid_client", "This client no longer exists.");
    if (client.disabledAt) throw new OAuthError("invalid_client", "This client is disabled.");
    await tx.insert(accessTokens).values({
      id: tokenId,
      accountId: client.accountId,
      name: client.name,
      scopes: options.scopes,
      tokenHash: hashAccessToken(token),
      tokenHint: accessTokenHint(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + client.tokenLifetimeSeconds * 1000),
      rateLimitPerMinute: client.rateLimitPerMinute,
      oauthClientId: client.id,
    });
    await journalIssuance(tx, client, { tokenId, scopes: options.scopes, origin: options.origin, now });
    return client.tokenLifetimeSeconds;
  });
  return { token, tokenId, expiresInSeconds: lifetimeSeconds, scopes: options.scopes };
}

async function journalIssuance(
  tx: Executor,
  client: OAuthClient,
  issued: { tokenId: string; scopes: AccessScope[]; origin?: RequestOrigin; now: Date },
): Promise<void> {
  const windowOpen = client.issuanceJournalledAt && issued.now.getTime() - client.issuanceJournalledAt.getTime() < ISSUANCE_JOURNAL_WINDOW_MS;
  if (windowOpen) {
    await tx.update(oauthClients).set({ issuancesNotJournalled: client.issuancesNotJournalled + 1 }).where(eq(oauthClients.id, client.id));
    return;
  }
  await recordAuditEntry(tx, {
    accountId: client.accountId,
    action: "oauth_client.tokens_issued",
    actor: { type: "system", id: null, display: `OAuth client ${client.name}` },
    resource: { type: "oauth_client", id: client.id },
    origin: issued.origin,
    metadata: {
      name: client.name,
      // This token and the ones issued since the previous entry, which wrote none of their own.
      count: client.issuancesNotJournalled + 1,
      since: client.issuanceJournalledAt?.toISOString() ?? null,
      token_id: issued.tokenId,
      scopes: issued.scopes,
    },
  });
  await tx.update(oauthClients).set({ issuanceJournalledAt: issued.now, issuancesNotJournalled: 0 }).where(eq(oauthClients.id, client.id));
}
