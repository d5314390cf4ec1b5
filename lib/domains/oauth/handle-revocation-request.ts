import { authenticateClient } from "./authenticate-client";
import { OAuthError } from "./oauth-error";
import type { OAuthRequest } from "./oauth-request";
import { revokeClientToken } from "./revoke-client-token";

/** POST /oauth/revoke (RFC 7009): succeeds whether or not the token was the client's. */
export async function handleRevocationRequest({ form, authorization, endpoints, origin, onClientAuthenticated }: OAuthRequest, now = new Date()): Promise<void> {
  const client = await authenticateClient({ form, authorization, audiences: [endpoints.issuer, endpoints.revocationEndpoint], now, ip: origin.ip, onAuthenticated: onClientAuthenticated });
  const token = form.get("token");
  if (!token) throw new OAuthError("invalid_request", "token is missing.");
  // Only access tokens exist; a refresh_token hint is answered as the RFC asks for unknown ones.
  await revokeClientToken({ client, token, origin });
}
