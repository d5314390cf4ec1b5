import type { OpenApiDocumentLike } from "../../lib/adapters/collections/operation-catalogue";
import { buildPostmanCollection } from "../../lib/adapters/collections/postman-collection";
import { renderConformancePlan } from "./conformance-plan";
import { renderPinnedApiVersion } from "./pinned-api-version";
import { renderPhpOperations } from "./php-operations";
import { renderPythonModels } from "./python-models";
import { renderPythonOperations } from "./python-operations";

// Files derived from the OpenAPI document beyond the document itself and the TypeScript
// types: the Python and PHP clients' generated parts, the conformance plan their tests follow,
// and the Postman collection served at /downloads/postman-collection.json.
export async function renderDerivedFiles(document: OpenApiDocumentLike): Promise<Record<string, string>> {
  return {
    ...renderPinnedApiVersion(document),
    "clients/python/src/integrations_client/models.py": renderPythonModels(document),
    "clients/python/src/integrations_client/_operations.py": renderPythonOperations(document),
    "clients/php/src/Operations.php": renderPhpOperations(document),
    "clients/conformance-plan.json": renderConformancePlan(document),
    "clients/collections/postman-collection.json": `${JSON.stringify(await buildPostmanCollection(document), null, 2)}\n`,
  };
}
