import type { RequestOrigin } from "../../platform/http/request-origin";
import type { OAuthEndpoints } from "./endpoints";

/** What the token, revocation and introspection services need of a request, read by the adapter. */
export interface OAuthRequest {
  /** The form parameters (RFC 6749 §3.2), each given once. */
  form: Map<string, string>;
  /** The Authorization header, for client_secret_basic. */
  authorization: string | null;
  endpoints: OAuthEndpoints;
  origin: RequestOrigin;
}
