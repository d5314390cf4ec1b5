import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { oauthClients, oauthClientSecrets, type OAuthClient } from "../../platform/db/schema";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { clientSecretHint, generateClientSecret, hashClientSecret } from "./client-secret-format";
import { assertSafeJwksUri, parsePublicJwks, type PublicJwks } from "./public-keys";
import { DEFAULT_CLIENT_TOKEN_LIFETIME_SECONDS } from "./token-lifetime";
import { validClientName, validScopeCeiling, validTokenLifetime } from "./validate-client-settings";

/** How the new client authenticates: a secret we generate, or its own keys (pasted or at a URL). */
type ClientAuthentication =
  | { method: "client_secret" }
  | { method: "private_key_jwt"; jwks: string; jwksUri?: undefined }
  | { method: "private_key_jwt"; jwksUri: string; jwks?: undefined };

export interface CreateOAuthClientOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  name: string;
  scopes: AccessScope[];
  /** Lifetime of each token, 1 h (default) to 24 h. */
  tokenLifetimeSeconds?: number;
  authentication: ClientAuthentication;
}

export interface CreatedOAuthClient {
  client: OAuthClient;
  /** client_secret only: shown once, never stored. */
  secret: string | null;
}

/** Registers a machine client of the account and records `oauth_client.created`. */
export async function createOAuthClient(options: CreateOAuthClientOptions): Promise<CreatedOAuthClient> {
  const name = validClientName(options.name);
  const scopeCeiling = validScopeCeiling(options.scopes);
  const tokenLifetimeSeconds = validTokenLifetime(options.tokenLifetimeSeconds ?? DEFAULT_CLIENT_TOKEN_LIFETIME_SECONDS);
  const keys = await keysOf(options.authentication);
  const secret = options.authentication.method === "client_secret" ? generateClientSecret() : null;

  const client = await getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(oauthClients)
      .values({
        id: newId("oac"),
        accountId: options.accountId,
        name,
        scopeCeiling,
        tokenLifetimeSeconds,
        authMethod: options.authentication.method,
        jwks: keys.jwks,
        jwksUri: keys.jwksUri,
        createdByUserId: options.actor.type === "user" ? options.actor.id : null,
      })
      .returning();
    if (secret) {
      await tx.insert(oauthClientSecrets).values({ id: newId("ocs"), clientId: created!.id, secretHash: hashClientSecret(secret), secretHint: clientSecretHint(secret) });
    }
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "oauth_client.created",
      resource: { type: "oauth_client", id: created!.id },
      metadata: { name, scopes: scopeCeiling, token_lifetime_seconds: tokenLifetimeSeconds, auth_method: created!.authMethod, jwks_uri: keys.jwksUri },
    });
    return created!;
  });
  return { client, secret };
}

async function keysOf(authentication: ClientAuthentication): Promise<{ jwks: PublicJwks | null; jwksUri: string | null }> {
  if (authentication.method === "client_secret") return { jwks: null, jwksUri: null };
  if (authentication.jwksUri) return { jwks: null, jwksUri: assertSafeJwksUri(authentication.jwksUri.trim()) };
  if (authentication.jwks?.trim()) return { jwks: await parsePublicJwks(authentication.jwks), jwksUri: null };
  throw new AppError("validation_failed", "Paste a public key or give a JWKS URL.", [{ pointer: "#/jwks", detail: "Paste a public key or give a JWKS URL." }]);
}
