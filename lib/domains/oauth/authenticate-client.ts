import { and, eq, gt, isNull, or } from "drizzle-orm";
import { decodeJwt } from "jose";
import { getDb } from "../../platform/db/client";
import { oauthClients, oauthClientSecrets, type OAuthClient } from "../../platform/db/schema";
import { isIdOf } from "../../platform/ids";
import { hasClientSecretFormat, hashClientSecret } from "../oauth-clients";
import { throttledClientAuthentication } from "./client-authentication-throttle";
import { OAuthError } from "./oauth-error";
import type { OAuthRequest } from "./oauth-request";
import { verifyClientAssertion } from "./verify-client-assertion";

// Client authentication for the token, revocation and introspection endpoints, by exactly one
// of the three methods the metadata lists: client_secret_basic (RFC 6749 §2.3.1),
// client_secret_post, or private_key_jwt (RFC 7523 §2.2). Every failure is the same
// invalid_client to the caller, with a description that names no secret.

const JWT_BEARER_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
export const CLIENT_AUTH_METHODS = ["client_secret_basic", "client_secret_post", "private_key_jwt"] as const;

export interface AuthenticateClientOptions {
  form: Map<string, string>;
  authorization: string | null;
  audiences: string[];
  now: Date;
  /** The caller's address: failures are throttled per client and address (client-authentication-throttle.ts). */
  ip: string | null | undefined;
  /** Told the client once it proved itself (oauth-request.ts). */
  onAuthenticated?: OAuthRequest["onClientAuthenticated"];
}

/**
 * The authenticated client; a disabled one is refused only after it proved who it is. Throws
 * AttemptsThrottled, unchecked, after too many failures for the client from this address.
 */
export async function authenticateClient(options: AuthenticateClientOptions): Promise<OAuthClient> {
  const client = await throttledClientAuthentication({ claimedClientId: claimedClientIdOf(options), ip: options.ip, authenticate: () => authenticatedClient(options) });
  options.onAuthenticated?.({ id: client.id, accountId: client.accountId, name: client.name });
  if (client.disabledAt) throw new OAuthError("invalid_client", "This client is disabled.");
  return client;
}

/** The client id the request names, whichever way, before anything is verified; null when it names none. */
function claimedClientIdOf({ form, authorization }: AuthenticateClientOptions): string | null {
  const assertion = form.get("client_assertion");
  try {
    if (authorization) return basicCredentials(authorization).clientId;
    if (assertion && !form.has("client_id")) return claimedClientId(assertion, undefined);
  } catch {
    return null;
  }
  return form.get("client_id") ?? null;
}

async function authenticatedClient(options: AuthenticateClientOptions): Promise<OAuthClient> {
  const { form, authorization, now } = options;
  const basic = authorization ? basicCredentials(authorization) : null;
  const assertion = form.get("client_assertion");
  const assertionType = form.get("client_assertion_type");
  const postSecret = form.get("client_secret");
  if ([basic, assertion ?? assertionType, postSecret].filter((used) => used !== null && used !== undefined).length > 1) {
    throw new OAuthError("invalid_request", "Use exactly one client authentication method.");
  }

  if (assertion || assertionType) {
    if (assertionType !== JWT_BEARER_ASSERTION_TYPE) throw new OAuthError("invalid_client", `client_assertion_type must be ${JWT_BEARER_ASSERTION_TYPE}.`);
    if (!assertion) throw new OAuthError("invalid_client", "client_assertion is missing.");
    const client = await findClient(claimedClientId(assertion, form.get("client_id")));
    if (client.authMethod !== "private_key_jwt") throw new OAuthError("invalid_client", "This client authenticates with its client secret.");
    await verifyClientAssertion({ client, assertion, audiences: options.audiences, now });
    return client;
  }

  const clientId = basic?.clientId ?? form.get("client_id");
  const secret = basic?.secret ?? postSecret;
  if (!clientId) throw new OAuthError("invalid_client", "Authenticate the client: HTTP Basic, client_secret in the body, or a client assertion.");
  if (basic && form.has("client_id") && form.get("client_id") !== clientId) throw new OAuthError("invalid_request", "client_id differs from the one authenticated.");
  const client = await findClient(clientId);
  if (client.authMethod !== "client_secret") throw new OAuthError("invalid_client", "This client authenticates with a signed client assertion (private_key_jwt).");
  if (!secret || !hasClientSecretFormat(secret) || !(await isWorkingSecret(client.id, secret, now))) {
    throw new OAuthError("invalid_client", "The client id or secret is not valid.");
  }
  return client;
}

/** `Basic base64(urlencode(id):urlencode(secret))`; anything else in Authorization is refused. */
function basicCredentials(header: string): { clientId: string; secret: string } {
  const match = /^Basic +([A-Za-z0-9+/]+=*)$/i.exec(header.trim());
  if (!match) throw new OAuthError("invalid_client", "The Authorization header must be HTTP Basic with the client id and secret.");
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw new OAuthError("invalid_client", "The Basic credentials must be client_id:client_secret.");
  try {
    return { clientId: decodeURIComponent(decoded.slice(0, colon).replaceAll("+", " ")), secret: decodeURIComponent(decoded.slice(colon + 1).replaceAll("+", " ")) };
  } catch {
    throw new OAuthError("invalid_client", "The Basic credentials are not form-encoded.");
  }
}

/** The client the (not yet verified) assertion names; its signature is checked against that client's keys. */
function claimedClientId(assertion: string, formClientId: string | undefined): string {
  let subject: unknown;
  try {
    subject = decodeJwt(assertion).sub;
  } catch {
    throw new OAuthError("invalid_client", "The client assertion is not a valid signed JWT.");
  }
  if (typeof subject !== "string") throw new OAuthError("invalid_client", "The client assertion has no sub claim.");
  if (formClientId && formClientId !== subject) throw new OAuthError("invalid_client", "client_id differs from the assertion's sub.");
  return subject;
}

async function findClient(clientId: string): Promise<OAuthClient> {
  const unknown = new OAuthError("invalid_client", "The client id or secret is not valid.");
  if (!isIdOf("oac", clientId)) throw unknown;
  const [client] = await getDb().select().from(oauthClients).where(eq(oauthClients.id, clientId)).limit(1);
  if (!client) throw unknown;
  return client;
}

async function isWorkingSecret(clientId: string, secret: string, now: Date): Promise<boolean> {
  const [found] = await getDb()
    .select({ id: oauthClientSecrets.id })
    .from(oauthClientSecrets)
    .where(
      and(
        eq(oauthClientSecrets.clientId, clientId),
        eq(oauthClientSecrets.secretHash, hashClientSecret(secret)),
        or(isNull(oauthClientSecrets.expiresAt), gt(oauthClientSecrets.expiresAt, now)),
      ),
    )
    .limit(1);
  return Boolean(found);
}
