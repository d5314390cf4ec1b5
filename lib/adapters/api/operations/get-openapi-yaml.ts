// GET /v1/openapi.yaml: the OpenAPI 3.1 document as YAML (public, cacheable).
import { publicDocumentDescription, publicDocumentOperation } from "../../openapi/document-operations";
import { openApiResponse } from "../openapi/serve-openapi-document";
import { definePublicOperation } from "../operation";

export const getOpenApiYaml = definePublicOperation({
  method: "get",
  path: "/v1/openapi.yaml",
  operationId: "getOpenApiYaml",
  summary: "The OpenAPI document as YAML",
  description: publicDocumentDescription,
  tags: ["Documents"],
  document: publicDocumentOperation("application/yaml"),
  versionFromQuery: true,
  handler: (request, { operations, apiVersion }) => openApiResponse(request, "yaml", operations, apiVersion),
});
