import createClient from "openapi-fetch";
import { API_VERSION } from "./api-version";
import { clientCredentialsFetch, type ClientCredentials } from "./client-credentials";
import { retryingFetch } from "./retrying-fetch";
import type { paths } from "./schema";

export type { components, operations, paths } from "./schema";
export { API_VERSION } from "./api-version";
export { IntegrationsApiError, unwrap, type Problem } from "./errors";
export { paginate, type CursorPage } from "./paginate";
export { OAuthTokenError, type ClientCredentials } from "./client-credentials";
// The webhook verifier (node:crypto) is its own entry point, `@integrations/client/webhooks`, so
// browser bundles that import this module's types and helpers never pull in Node's crypto.

export type IntegrationsClientOptions = ClientOptions &
  (
    | {
        /** An access token (`mis_at_…`). */
        token: string;
        clientCredentials?: undefined;
      }
    | {
        token?: undefined;
        /** An OAuth client: the client obtains and renews its own short-lived tokens at `/oauth/token`. */
        clientCredentials: ClientCredentials;
      }
    | {
        token?: undefined;
        clientCredentials?: undefined;
        /** Neither: this `fetch` authenticates the calls itself (the server's own in-process calls). */
        fetch: typeof fetch;
      }
  );

interface ClientOptions {
  /** The server's origin, e.g. https://integrations.example.com (no /v1). */
  baseUrl: string;
  /** Retries of a request answered 429, each after its Retry-After. Default 2. */
  maxRetries?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  userAgent?: string;
  /**
   * The `Api-Version` every call sends. Default: `API_VERSION`, the version these types were
   * generated for, so answers have the shape the types say whatever the account's default version.
   */
  apiVersion?: string;
}

/** A typed client for every operation of the v1 API (openapi-fetch over the generated types). */
export function createIntegrationsClient(options: IntegrationsClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const baseFetch = options.fetch ?? globalThis.fetch;
  const authenticated = options.clientCredentials ? clientCredentialsFetch(baseFetch, `${baseUrl}/oauth/token`, options.clientCredentials) : baseFetch;
  return createClient<paths>({
    baseUrl,
    fetch: retryingFetch(authenticated, options.maxRetries ?? 2),
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      "User-Agent": options.userAgent ?? "integrations-typescript/1.0.0",
      "Api-Version": options.apiVersion ?? API_VERSION,
    },
  });
}

export type IntegrationsClient = ReturnType<typeof createIntegrationsClient>;
