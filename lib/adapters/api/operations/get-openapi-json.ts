// GET /v1/openapi.json: the OpenAPI 3.1 document (public, cacheable).
import { publicDocumentDescription, publicDocumentOperation } from "../../openapi/document-operations";
import { openApiResponse } from "../openapi/serve-openapi-document";
import { definePublicOperation } from "../operation";

export const getOpenApiJson = definePublicOperation({
  method: "get",
  path: "/v1/openapi.json",
  operationId: "getOpenApiJson",
  summary: "The OpenAPI document as JSON",
  description: publicDocumentDescription,
  tags: ["Documents"],
  document: publicDocumentOperation("application/json"),
  versionFromQuery: true,
  handler: (request, { operations, apiVersion }) => openApiResponse(request, "json", operations, apiVersion),
});
