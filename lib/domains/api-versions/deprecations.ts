import type { ApiVersion } from "./api-change";
import { API_VERSIONS } from "./api-versions";

// What is being retired, and when (../shared/API.md: a sunset is at least 12 months after the
// deprecation). A deprecated version is marked on its entry in api-versions.ts; an operation or a
// query parameter here. Answers that use one carry `Deprecation`, `Sunset` and a `Link` to the
// changelog, and the account's admins are told by mail. Nothing is being retired yet.

export interface Deprecation {
  /** What is retired, for the header's reader and the admins' mail (`API version 2026-11-22`, `GET /v1/usage?range`). */
  subject: string;
  /** RFC 3339 dates. */
  deprecatedAt: string;
  sunsetAt: string;
}

export interface DeprecationRegistry {
  versions: readonly ApiVersion[];
  /** By operationId. */
  operations: Readonly<Record<string, { deprecatedAt: string; sunsetAt: string }>>;
  /** By operationId, then query parameter name. */
  parameters: Readonly<Record<string, Readonly<Record<string, { deprecatedAt: string; sunsetAt: string }>>>>;
}

export const DEPRECATIONS: DeprecationRegistry = { versions: API_VERSIONS, operations: {}, parameters: {} };

/**
 * What a request uses that is being retired: its version, its operation, the query parameters it
 * sends. Empty for almost every request; the registry is a parameter so tests can retire things.
 */
export function deprecationsOf(
  request: { version: string; operationId: string | null; queryParameters: readonly string[] },
  registry: DeprecationRegistry = DEPRECATIONS,
): Deprecation[] {
  const found: Deprecation[] = [];
  const version = registry.versions.find((entry) => entry.version === request.version);
  if (version?.deprecation) found.push({ subject: `API version ${request.version}`, ...version.deprecation });
  if (request.operationId) {
    const operation = registry.operations[request.operationId];
    if (operation) found.push({ subject: `operation ${request.operationId}`, ...operation });
    const parameters = registry.parameters[request.operationId];
    for (const name of request.queryParameters) {
      const parameter = parameters?.[name];
      if (parameter) found.push({ subject: `parameter ${name} of ${request.operationId}`, ...parameter });
    }
  }
  return found;
}
