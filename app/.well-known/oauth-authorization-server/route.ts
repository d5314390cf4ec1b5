// GET /.well-known/oauth-authorization-server: RFC 8414 metadata, public, for OAuth libraries' discovery.
import { authorizationServerMetadata } from "@/lib/domains/oauth/authorization-server-metadata";
import { oauthEndpoints } from "@/lib/domains/oauth/endpoints";

export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  return Response.json(authorizationServerMetadata(oauthEndpoints(request)), {
    headers: { "Cache-Control": "max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}
