import { env } from "../../platform/env";
import { publicOrigin } from "../../platform/http/public-origin";

/** Where the authorization server's endpoints live, relative to its issuer (the server's origin). */
export interface OAuthEndpoints {
  issuer: string;
  tokenEndpoint: string;
  revocationEndpoint: string;
  introspectionEndpoint: string;
}

/**
 * The issuer is PUBLIC_ORIGIN when set (so an assertion's `aud` is checked against one fixed
 * value), otherwise the origin the client used. RFC 8414 requires the metadata's issuer to be
 * the very URL the client discovered it at, which the Host header gives behind no proxy.
 */
export function oauthEndpoints(request: Request): OAuthEndpoints {
  const issuer = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : publicOrigin(request.headers, new URL(request.url).origin);
  return {
    issuer,
    tokenEndpoint: `${issuer}/oauth/token`,
    revocationEndpoint: `${issuer}/oauth/revoke`,
    introspectionEndpoint: `${issuer}/oauth/introspect`,
  };
}
