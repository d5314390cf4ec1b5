import { eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { oauthClients } from "../../platform/db/schema";
import { getOAuthClientOrThrow } from "./get-oauth-client-or-throw";
import { revokeClientTokens } from "./revoke-client-tokens";

export interface DeleteOAuthClientOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  clientId: string;
}

/**
 * Deletes a client with its secrets and keys. Its live tokens are revoked first; the token rows
 * stay (without their owner) so the journal and usage keep naming them.
 */
export async function deleteOAuthClient(options: DeleteOAuthClientOptions): Promise<void> {
  await transactionInvalidating(async (tx) => {
    const client = await getOAuthClientOrThrow(tx, { accountId: options.accountId, clientId: options.clientId, forUpdate: true });
    const revokedTokens = await revokeClientTokens(tx, client.id);
    await tx.delete(oauthClients).where(eq(oauthClients.id, client.id));
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "oauth_client.deleted",
      resource: { type: "oauth_client", id: client.id },
      metadata: { name: client.name, revoked_tokens: revokedTokens },
    });
  });
}
