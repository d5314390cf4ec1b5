import createClient from "openapi-fetch";
import { retryingFetch } from "./retrying-fetch";
import type { paths } from "./schema";

export type { components, operations, paths } from "./schema";
export { IntegrationsApiError, unwrap, type Problem } from "./errors";
export { paginate, type CursorPage } from "./paginate";
// The webhook verifier (node:crypto) is its own entry point, `@integrations/client/webhooks`, so
// browser bundles that import this module's types and helpers never pull in Node's crypto.

export interface IntegrationsClientOptions {
  /** The server's origin, e.g. https://integrations.example.com (no /v1). */
  baseUrl: string;
  /** An access token (`mis_at_…`). */
  token: string;
  /** Retries of a request answered 429, each after its Retry-After. Default 2. */
  maxRetries?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  userAgent?: string;
}

/** A typed client for every operation of the v1 API (openapi-fetch over the generated types). */
export function createIntegrationsClient(options: IntegrationsClientOptions) {
  const baseFetch = options.fetch ?? globalThis.fetch;
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    fetch: retryingFetch(baseFetch, options.maxRetries ?? 2),
    headers: {
      Authorization: `Bearer ${options.token}`,
      "User-Agent": options.userAgent ?? "integrations-typescript/1.0.0",
    },
  });
}

export type IntegrationsClient = ReturnType<typeof createIntegrationsClient>;
