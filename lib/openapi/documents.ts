import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { problemResponse, rateLimitHeadersSchema } from "./responses";

// The document describes itself: its two published forms are public operations (no token).
const publicOperation = (operationId: string, summary: string, mediaType: string) => ({
  operationId,
  summary,
  description: "The OpenAPI 3.1 description of this API. Public: no token needed. Cacheable for 5 minutes.",
  tags: ["Documents"],
  security: [],
  responses: {
    200: {
      description: "The OpenAPI document.",
      headers: rateLimitHeadersSchema,
      content: {
        [mediaType]: {
          schema: mediaType === "application/json" ? z.object({ openapi: z.string().max(10) }).passthrough() : z.string().max(1_000_000),
          example: mediaType === "application/json" ? { openapi: "3.1.0" } : "openapi: 3.1.0\n",
        },
      },
    },
    429: problemResponse(429),
    500: problemResponse(500),
  },
});

export const documentPaths: ZodOpenApiPathsObject = {
  "/v1/openapi.json": { get: publicOperation("getOpenApiJson", "The OpenAPI document as JSON", "application/json") },
  "/v1/openapi.yaml": { get: publicOperation("getOpenApiYaml", "The OpenAPI document as YAML", "application/yaml") },
};
