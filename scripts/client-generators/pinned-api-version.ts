import type { OpenApiDocumentLike } from "../../lib/adapters/collections/operation-catalogue";
import { PHP_GENERATED_FILE_HEADER } from "./php-operations";

// The API version each client sends in `Api-Version` unless told otherwise: the one the document
// it was generated from describes (`info.version`). Pinned, because the client's types and models
// have that version's shape: an account whose default is older or newer must not change what a
// client gets back. Regenerating from a newer document moves the pin, in the same commit as the
// types that go with it.

export function renderPinnedApiVersion(document: OpenApiDocumentLike): Record<string, string> {
  const version = document.info.version;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version)) throw new Error(`The document's info.version is not a dated API version: ${version}`);
  return {
    "clients/typescript/src/api-version.ts": [
      "// Generated from the OpenAPI document by `npm run generate`. Do not edit.",
      "",
      "/** The API version this client was generated for: every call sends it as `Api-Version` unless `apiVersion` says otherwise. */",
      `export const API_VERSION = ${JSON.stringify(version)};`,
      "",
    ].join("\n"),
    "clients/python/src/integrations_client/_api_version.py": [
      "# Generated from the OpenAPI document by `npm run generate`. Do not edit.",
      '"""The API version this client was generated for: every call sends it as ``Api-Version`` unless ``api_version`` says otherwise."""',
      "",
      `API_VERSION = ${JSON.stringify(version)}`,
      "",
    ].join("\n"),
    "clients/php/src/ApiVersion.php": [
      ...PHP_GENERATED_FILE_HEADER,
      "/** The API version this client was generated for: every call sends it as `Api-Version` unless `apiVersion` says otherwise. */",
      "final class ApiVersion",
      "{",
      `    public const PINNED = '${version}';`,
      "}",
      "",
    ].join("\n"),
  };
}
