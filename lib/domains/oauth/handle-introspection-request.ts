import { requestOriginFrom } from "../../platform/http/request-origin";
import { authenticateClient } from "./authenticate-client";
import { oauthEndpoints } from "./endpoints";
import { introspectClientToken } from "./introspect-client-token";
import { OAuthError } from "./oauth-error";
import { readForm } from "./read-form";

/** POST /oauth/introspect (RFC 7662): the client learns about its own tokens only. */
export async function handleIntrospectionRequest(request: Request, now = new Date()): Promise<Response> {
  const form = await readForm(request);
  const endpoints = oauthEndpoints(request);
  const client = await authenticateClient({
    form,
    authorization: request.headers.get("authorization"),
    audiences: [endpoints.issuer, endpoints.introspectionEndpoint],
    now,
    ip: requestOriginFrom(request.headers).ip,
  });
  const token = form.get("token");
  if (!token) throw new OAuthError("invalid_request", "token is missing.");
  return Response.json(await introspectClientToken({ client, token, issuer: endpoints.issuer, now }));
}
