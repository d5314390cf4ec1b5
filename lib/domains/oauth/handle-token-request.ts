import { requestOriginFrom } from "../../platform/http/request-origin";
import { authenticateClient } from "./authenticate-client";
import { oauthEndpoints } from "./endpoints";
import { issueClientToken } from "./issue-client-token";
import { OAuthError } from "./oauth-error";
import { readForm } from "./read-form";
import { requestedScopes } from "./requested-scopes";

/** POST /oauth/token: the client credentials grant (RFC 6749 §4.4), answered as §5.1 JSON. */
export async function handleTokenRequest(request: Request, now = new Date()): Promise<Response> {
  const form = await readForm(request);
  const grantType = form.get("grant_type");
  if (!grantType) throw new OAuthError("invalid_request", "grant_type is missing.");
  if (grantType !== "client_credentials") throw new OAuthError("unsupported_grant_type", "Only grant_type=client_credentials is supported.");
  const endpoints = oauthEndpoints(request);
  const client = await authenticateClient({
    form,
    authorization: request.headers.get("authorization"),
    audiences: [endpoints.issuer, endpoints.tokenEndpoint],
    now,
    ip: requestOriginFrom(request.headers).ip,
  });
  const scopes = requestedScopes(form.get("scope"), client.scopeCeiling);
  const issued = await issueClientToken({ client, scopes, origin: requestOriginFrom(request.headers), now });
  return Response.json({ access_token: issued.token, token_type: "Bearer", expires_in: issued.expiresInSeconds, scope: issued.scopes.join(" ") });
}
