import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { problemResponse, rateLimitHeadersSchema } from "./responses";

// The document describes itself: its two published forms are public operations (no token).

const documentHeaders = rateLimitHeadersSchema.extend({
  "Access-Control-Allow-Origin": z.literal("*").meta({ description: "Any site may load this API's description.", example: "*" }),
  "Cache-Control": z.literal("public, max-age=300").meta({ description: "Cacheable by clients and proxies for 5 minutes.", example: "public, max-age=300" }),
});

const documentSchemas = {
  "application/json": z
    .object({ openapi: z.literal("3.1.0") })
    .passthrough()
    .meta({ description: "An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0)." }),
  "application/yaml": z
    .string()
    .max(1_000_000)
    .regex(/^openapi: 3\.1\.0\n/)
    .meta({ description: "An OpenAPI 3.1 document as YAML 1.2." }),
};

const publicOperation = (operationId: string, summary: string, mediaType: keyof typeof documentSchemas) => ({
  operationId,
  summary,
  description: "The OpenAPI 3.1 description of this API. Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.",
  tags: ["Documents"],
  security: [],
  responses: {
    200: {
      description: "The OpenAPI document.",
      headers: documentHeaders,
      content: {
        [mediaType]: {
          schema: documentSchemas[mediaType],
          example: mediaType === "application/json" ? { openapi: "3.1.0" } : "openapi: 3.1.0\n",
        },
      },
    },
    429: problemResponse(429),
    500: problemResponse(500),
    503: problemResponse(503),
  },
});

export const documentPaths: ZodOpenApiPathsObject = {
  "/v1/openapi.json": { get: publicOperation("getOpenApiJson", "The OpenAPI document as JSON", "application/json") },
  "/v1/openapi.yaml": { get: publicOperation("getOpenApiYaml", "The OpenAPI document as YAML", "application/yaml") },
};
