// POST /oauth/token: the client credentials grant (RFC 6749 §4.4) for OAuth clients. Outside /v1 (form-encoded, client-authenticated,
// RFC 6749 error JSON rather than problems); the logic is in lib/domains/oauth/.
import { requestIdFor } from "@/lib/adapters/api/request-id";
import { answerOAuthRequest } from "@/lib/domains/oauth/answer-oauth-request";
import { handleTokenRequest } from "@/lib/domains/oauth/handle-token-request";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return answerOAuthRequest(requestIdFor(request), () => handleTokenRequest(request));
}
