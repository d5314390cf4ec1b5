// RFC 6749 §5.2 error codes (and RFC 7009's unsupported_token_type). The OAuth services throw
// these; the OAuth endpoints' adapter (lib/adapters/api/oauth-app.ts) answers each as
// `{ error, error_description }` JSON with its status, not as a problem: that is what every
// OAuth client library parses.

import { CodedError } from "../../platform/errors/coded-error";

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

export class OAuthError extends CodedError<OAuthErrorCode> {}
