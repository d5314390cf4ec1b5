import { v1Operations } from "../operations";
import { documentFromOperations } from "./document-from-operations";

// The OpenAPI document of the /v1 app: built from the same operation list as the router, for
// the generated clients (scripts/generate-openapi.ts), the collections and the tests.

export interface BuildOpenApiDocumentOptions {
  /** The server's origin, e.g. https://integrations.example.com. */
  serverUrl: string;
  /** The dated API version to describe; the newest unless named (lib/domains/api-versions). */
  version?: string;
}

export function buildOpenApiDocument({ serverUrl, version }: BuildOpenApiDocumentOptions) {
  return documentFromOperations({ serverUrl, operations: v1Operations, version });
}
