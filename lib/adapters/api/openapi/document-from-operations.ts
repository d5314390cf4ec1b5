import { createDocument } from "zod-openapi";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { documentAtVersion, KNOWN_API_VERSIONS, NEWEST_API_VERSION, type OpenApiDocument } from "../../../domains/api-versions";
import { withCodeSamples } from "../../openapi/code-samples";
import { webhookEvents } from "../../openapi/webhook-events";
import type { V1Operation } from "../operation";
import { toOpenApiOperation } from "./openapi-operation";

// The OpenAPI document of a list of operations. It takes the list rather than importing it:
// the operations that serve the document are on that list themselves, so importing it here
// would close a circle (operations → serve-openapi-document → this file → operations).

export interface DocumentFromOperationsOptions {
  /** The server's origin, e.g. https://integrations.example.com. */
  serverUrl: string;
  /** The operations the app serves, in the order the document lists them. */
  operations: V1Operation[];
  /** The dated API version the document describes (`info.version`); the newest unless named. */
  version?: string;
}

const versionsDescription = (version: string) => `**Versions.** /v1 never breaks; a breaking change ships as a new dated version. Send \`Api-Version: YYYY-MM-DD\` to choose one (known: ${KNOWN_API_VERSIONS.join(", ")}); without it a call gets your account's default version. Every answer says which version served it in \`Api-Version\`. This document describes version **${version}**${version === NEWEST_API_VERSION ? " (the newest)" : ""}; \`/v1/openapi.json?version=YYYY-MM-DD\` serves another. What changed between versions and how to move: \`/v1/changelog\` (\`/v1/changelog.json\` for machines).`;

const description = `The v1 API exposes the modules of your account to your internal systems.

**Authentication.** Every call carries \`Authorization: Bearer <token>\`. Create tokens in the customer area (scopes \`read\` and/or \`write\`, valid from 1 hour to 90 days), or let a machine obtain short-lived tokens (1 to 24 hours) itself by the OAuth 2.0 client credentials grant at \`/oauth/token\` (an OAuth client of the customer area; discovery at \`/.well-known/oauth-authorization-server\`). \`GET\` needs \`read\`; \`POST\` and \`DELETE\` need \`write\`.

**Rate limits.** 600 requests per minute per token, shared by all tokens of one OAuth client (3 000 once the extended limit is granted). Every response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (Unix seconds), plus the IETF draft's \`RateLimit\` and \`RateLimit-Policy\`. Over the limit: \`429\` with \`Retry-After\`.

**Errors.** Every error is \`application/problem+json\` (RFC 9457) with a stable \`code\` and the \`request_id\`.

**Pagination.** Lists that grow are cursor-paged: pass \`next_cursor\` back as \`cursor\`; \`Link: <…>; rel="next"\` carries the same.

**Identifiers** are prefixed and time-sortable (\`mod_\`, \`tok_\`, \`aud_\`, \`inv_\`, \`wh_\`, \`evt_\`, \`msg_\`). **Timestamps** are RFC 3339 UTC. **Money** is in integer minor units with an ISO 4217 \`currency\`.`;

/** Says which environment the server is (OWASP API9: inventory); the API is public, not internal. */
function serverDescription(serverUrl: string): string {
  const { hostname } = new URL(serverUrl);
  const local = hostname === "localhost" || hostname === "[::1]" || hostname.startsWith("127.") || hostname.endsWith(".localhost");
  return local ? "This server (local development)" : "This server (production)";
}

/** The document's paths: the same operation list the router is built from. */
function pathsOf(operations: V1Operation[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operations) paths[operation.path] = { ...paths[operation.path], [operation.method]: toOpenApiOperation(operation) };
  return paths;
}

/** The OpenAPI 3.1 document, generated from the zod schemas that also validate requests and responses. */
export function documentFromOperations(options: DocumentFromOperationsOptions) {
  const version = options.version ?? NEWEST_API_VERSION;
  const document = createDocument({
    openapi: "3.1.0",
    info: {
      title: "Integrations API",
      version,
      description: `${description}\n\n${versionsDescription(version)}`,
      contact: { name: "Integrations support", email: "support@integrations.example" },
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: options.serverUrl, description: serverDescription(options.serverUrl), "x-internal": false }],
    tags: [
      { name: "Modules", description: "Modules active on the account and their synchronization state." },
      { name: "Audit", description: "The account's append-only audit journal, read by cursor." },
      { name: "Invoices", description: "Monthly invoices, as JSON or PDF." },
      { name: "Webhooks", description: "Endpoints that receive signed events (Standard Webhooks), and their deliveries." },
      { name: "Usage", description: "Requests over time, per access token or for the whole account." },
      { name: "Requests", description: "The request log: what each call did, by its request id (kept 30 days)." },
      { name: "Documents", description: "This API's own description." },
    ],
    security: [{ bearerAuth: [] }, { oauth2: [] }],
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "mis_at_…",
          description: "An access token: create one on the Access tokens page of the customer area.",
        },
        oauth2: {
          type: "oauth2",
          description:
            "A short-lived access token from the client credentials grant (RFC 6749 §4.4) of an OAuth client made on the OAuth clients page: `client_secret_basic`, `client_secret_post` or `private_key_jwt` (RFC 7523). Metadata: `/.well-known/oauth-authorization-server` (RFC 8414). Client assertions are checked as RFC8725 (JWT Best Current Practices) advises: an allow-list of asymmetric algorithms, and `iss`, `sub`, `aud`, `exp` and a single-use `jti`. Tokens live 1 to 24 hours and carry no refresh token (RFC 6749 §4.4.3): ask again. The token is sent as `Authorization: Bearer`, like any other.",
          flows: {
            clientCredentials: {
              tokenUrl: `${options.serverUrl}/oauth/token`,
              scopes: { read: "GET operations", write: "POST, PATCH and DELETE operations" },
            },
          },
        },
      },
    },
    paths: pathsOf(options.operations),
    webhooks: webhookEvents,
  });
  // Samples in curl and our own clients for every operation (the explorer shows them), then the
  // schemas and examples shaped back to the version asked for, one dated change at a time.
  return documentAtVersion(withCodeSamples(document, options.serverUrl, version) as unknown as OpenApiDocument, version) as unknown as typeof document;
}
