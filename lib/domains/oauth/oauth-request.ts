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
  /**
   * Told which client the request authenticated as, once it proved itself (before any later
   * refusal: a disabled client, a scope beyond its ceiling), so the adapter can credit the call
   * to that client's account; never told of a client that was only named.
   */
  onClientAuthenticated?: (client: AuthenticatedOAuthClient) => void;
}

/** What the adapter learns of an authenticated client: whose it is and what it is called, never a secret. */
export interface AuthenticatedOAuthClient {
  id: string;
  accountId: string;
  name: string;
}
