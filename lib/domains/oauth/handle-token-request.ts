import { authenticateClient } from "./authenticate-client";
import { issueClientToken } from "./issue-client-token";
import { OAuthError } from "./oauth-error";
import type { OAuthRequest } from "./oauth-request";
import { requestedScopes } from "./requested-scopes";

/** The §5.1 success body. */
export interface TokenResponseBody {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  scope: string;
}

/** POST /oauth/token: the client credentials grant (RFC 6749 §4.4); refusals throw OAuthError. */
export async function handleTokenRequest({ form, authorization, endpoints, origin, onClientAuthenticated }: OAuthRequest, now = new Date()): Promise<TokenResponseBody> {
  const grantType = form.get("grant_type");
  if (!grantType) throw new OAuthError("invalid_request", "grant_type is missing.");
  if (grantType !== "client_credentials") throw new OAuthError("unsupported_grant_type", "Only grant_type=client_credentials is supported.");
  const client = await authenticateClient({ form, authorization, audiences: [endpoints.issuer, endpoints.tokenEndpoint], now, ip: origin.ip, onAuthenticated: onClientAuthenticated });
  const scopes = requestedScopes(form.get("scope"), client.scopeCeiling);
  const issued = await issueClientToken({ client, scopes, origin, now });
  return { access_token: issued.token, token_type: "Bearer", expires_in: issued.expiresInSeconds, scope: issued.scopes.join(" ") };
}
