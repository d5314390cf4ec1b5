import { authenticateClient } from "./authenticate-client";
import { introspectClientToken } from "./introspect-client-token";
import { OAuthError } from "./oauth-error";
import type { OAuthRequest } from "./oauth-request";

/** POST /oauth/introspect (RFC 7662): the client learns about its own tokens only. */
export async function handleIntrospectionRequest({ form, authorization, endpoints, origin, onClientAuthenticated }: OAuthRequest, now = new Date()) {
  const client = await authenticateClient({ form, authorization, audiences: [endpoints.issuer, endpoints.introspectionEndpoint], now, ip: origin.ip, onAuthenticated: onClientAuthenticated });
  const token = form.get("token");
  if (!token) throw new OAuthError("invalid_request", "token is missing.");
  return introspectClientToken({ client, token, issuer: endpoints.issuer, now });
}
