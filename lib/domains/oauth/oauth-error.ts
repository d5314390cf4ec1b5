// RFC 6749 §5.2 error codes (and RFC 7009's unsupported_token_type). The token, revocation and
// introspection endpoints answer these as `{ error, error_description }` JSON, not as problems:
// that is what every OAuth client library parses.

export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope"
  | "unsupported_token_type"
  | "temporarily_unavailable"
  | "server_error";

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

export class OAuthError extends Error {
  readonly code: OAuthErrorCode;
  readonly status: number;

  constructor(code: OAuthErrorCode, description: string) {
    super(description);
    this.name = "OAuthError";
    this.code = code;
    this.status = statusOf[code];
  }
}

/** The §5.2 JSON body; invalid_client also names the scheme to authenticate with (401). */
export function oauthErrorResponse(error: OAuthError, headers: Record<string, string> = {}): Response {
  const extra: Record<string, string> = error.code === "invalid_client" ? { "WWW-Authenticate": 'Basic realm="oauth", charset="UTF-8"' } : {};
  return Response.json(
    { error: error.code, error_description: error.message },
    { status: error.status, headers: { "Cache-Control": "no-store", ...extra, ...headers } },
  );
}
