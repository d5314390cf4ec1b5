// Writes the OpenAPI document and everything derived from it that is committed:
//   clients/openapi.json, clients/openapi.yaml, clients/typescript/src/schema.d.ts, and the
//   Python/PHP clients' generated parts, their conformance plan and the Postman collection
//   (scripts/client-generators/render-derived-files.ts)
// Run `npm run generate`; a test fails when these files are out of date.
import fs from "node:fs";
import { dirname } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { stringify } from "yaml";
import { buildOpenApiDocument } from "../lib/adapters/api/openapi/build-openapi-document";
import { PUBLISHED_SERVER_URL } from "../lib/adapters/openapi/published-server";
import { renderDerivedFiles } from "./client-generators/render-derived-files";

export async function renderGeneratedFiles(): Promise<Record<string, string>> {
  const document = buildOpenApiDocument({ serverUrl: PUBLISHED_SERVER_URL });
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const ast = await openapiTS(JSON.parse(json));
  const banner = "// Generated from the OpenAPI document by `npm run generate`. Do not edit.\n\n";
  return {
    "clients/openapi.json": json,
    "clients/openapi.yaml": stringify(document),
    "clients/typescript/src/schema.d.ts": banner + astToString(ast),
    ...(await renderDerivedFiles(JSON.parse(json))),
  };
}

if (process.argv[1]?.endsWith("generate-openapi.ts")) {
  const files = await renderGeneratedFiles();
  for (const [path, content] of Object.entries(files)) {
    fs.mkdirSync(dirname(path), { recursive: true });
    fs.writeFileSync(path, content);
    process.stderr.write(`wrote ${path}\n`);
  }
}
