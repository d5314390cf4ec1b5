import { eq } from "drizzle-orm";
import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { oauthClients, type OAuthClient } from "../../platform/db/schema";
import { getOAuthClientOrThrow } from "./get-oauth-client-or-throw";
import { revokeClientTokens } from "./revoke-client-tokens";

export interface SetOAuthClientEnabledOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  clientId: string;
  enabled: boolean;
}

/**
 * Disabling refuses new tokens and revokes the live ones (the machine stops now, not within the
 * hour); enabling lets it ask again. Setting the state it already has changes nothing.
 */
export async function setOAuthClientEnabled(options: SetOAuthClientEnabledOptions): Promise<{ client: OAuthClient; changed: boolean }> {
  return transactionInvalidating(async (tx) => {
    const client = await getOAuthClientOrThrow(tx, { accountId: options.accountId, clientId: options.clientId, forUpdate: true });
    if ((client.disabledAt === null) === options.enabled) return { client, changed: false };
    const now = new Date();
    const [updated] = await tx
      .update(oauthClients)
      .set({ disabledAt: options.enabled ? null : now })
      .where(eq(oauthClients.id, client.id))
      .returning();
    const revokedTokens = options.enabled ? 0 : await revokeClientTokens(tx, client.id, now);
    const entry = { accountId: options.accountId, actor: options.actor, resource: { type: "oauth_client", id: client.id }, origin: options.origin };
    await recordAuditEntry(
      tx,
      options.enabled
        ? { ...entry, action: "oauth_client.enabled", metadata: { name: client.name } }
        : { ...entry, action: "oauth_client.disabled", metadata: { name: client.name, revoked_tokens: revokedTokens } },
    );
    return { client: updated!, changed: true };
  });
}
