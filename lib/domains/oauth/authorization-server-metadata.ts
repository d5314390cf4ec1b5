import { accessScopes } from "../../platform/schemas/vocabulary";
import { ASSERTION_ALGORITHMS } from "../oauth-clients";
import { CLIENT_AUTH_METHODS } from "./authenticate-client";
import type { OAuthEndpoints } from "./endpoints";

/** RFC 8414 metadata: what `oauth4webapi`, openid-client and API gateways discover. */
export function authorizationServerMetadata(endpoints: OAuthEndpoints) {
  const authentication = {
    auth_methods_supported: [...CLIENT_AUTH_METHODS],
    auth_signing_alg_values_supported: [...ASSERTION_ALGORITHMS],
  };
  return {
    issuer: endpoints.issuer,
    token_endpoint: endpoints.tokenEndpoint,
    revocation_endpoint: endpoints.revocationEndpoint,
    introspection_endpoint: endpoints.introspectionEndpoint,
    grant_types_supported: ["client_credentials"],
    response_types_supported: [],
    scopes_supported: [...accessScopes],
    token_endpoint_auth_methods_supported: authentication.auth_methods_supported,
    token_endpoint_auth_signing_alg_values_supported: authentication.auth_signing_alg_values_supported,
    revocation_endpoint_auth_methods_supported: authentication.auth_methods_supported,
    revocation_endpoint_auth_signing_alg_values_supported: authentication.auth_signing_alg_values_supported,
    introspection_endpoint_auth_methods_supported: authentication.auth_methods_supported,
    introspection_endpoint_auth_signing_alg_values_supported: authentication.auth_signing_alg_values_supported,
    service_documentation: `${endpoints.issuer}/v1/openapi.json`,
  };
}
