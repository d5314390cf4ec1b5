import { requestOriginFrom } from "../../platform/http/request-origin";
import { authenticateClient } from "./authenticate-client";
import { oauthEndpoints } from "./endpoints";
import { OAuthError } from "./oauth-error";
import { readForm } from "./read-form";
import { revokeClientToken } from "./revoke-client-token";

/** POST /oauth/revoke (RFC 7009): 200 with an empty body whether or not the token was the client's. */
export async function handleRevocationRequest(request: Request, now = new Date()): Promise<Response> {
  const form = await readForm(request);
  const endpoints = oauthEndpoints(request);
  const client = await authenticateClient({
    form,
    authorization: request.headers.get("authorization"),
    audiences: [endpoints.issuer, endpoints.revocationEndpoint],
    now,
    ip: requestOriginFrom(request.headers).ip,
  });
  const token = form.get("token");
  if (!token) throw new OAuthError("invalid_request", "token is missing.");
  // Only access tokens exist; a refresh_token hint is answered as the RFC asks for unknown ones.
  await revokeClientToken({ client, token, origin: requestOriginFrom(request.headers) });
  return new Response(null, { status: 200 });
}
