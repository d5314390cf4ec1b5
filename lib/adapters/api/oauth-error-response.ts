import { OAuthError, type OAuthErrorCode } from "../../domains/oauth/oauth-error";

// RFC 6749 §5.2: an OAuth refusal is `{ error, error_description }` JSON with the code's status,
// never a problem, because that is what OAuth client libraries parse.

const statusOf: Record<OAuthErrorCode, number> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unauthorized_client: 400,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  unsupported_token_type: 400,
  temporarily_unavailable: 503,
  server_error: 500,
};

/** The §5.2 answer; invalid_client also names the scheme to authenticate with (401, §5.2). */
export function oauthErrorResponse(error: OAuthError, headers: Record<string, string> = {}): Response {
  const challenge: Record<string, string> = error.code === "invalid_client" ? { "WWW-Authenticate": 'Basic realm="oauth", charset="UTF-8"' } : {};
  return Response.json({ error: error.code, error_description: error.message }, { status: statusOf[error.code], headers: { ...challenge, ...headers } });
}

export const oauthServiceUnavailable = () => new OAuthError("temporarily_unavailable", "The service is briefly unavailable. Try again shortly.");
export const oauthServerError = () => new OAuthError("server_error", "Something went wrong on our side.");
