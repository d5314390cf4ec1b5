import { v1Operations } from "../operations";
import { documentFromOperations } from "./document-from-operations";

// The OpenAPI document of the /v1 app: built from the same operation list as the router, for
// the generated clients (scripts/generate-openapi.ts), the collections and the tests.

export interface BuildOpenApiDocumentOptions {
  /** The server's origin, e.g. https://integrations.example.com. */
  serverUrl: string;
}

export function buildOpenApiDocument({ serverUrl }: BuildOpenApiDocumentOptions) {
  return documentFromOperations({ serverUrl, operations: v1Operations });
}
