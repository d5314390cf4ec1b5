import { z } from "zod";
import { KNOWN_API_VERSIONS, NEWEST_API_VERSION } from "../../domains/api-versions";
import { problemResponse, rateLimitHeadersSchema } from "./responses";

// The OpenAPI description of the two public document operations (no token): lib/adapters/api/operations/get-openapi-*.ts.

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

/** The document's own description: public, cacheable, limited per client address. */
export const publicDocumentOperation = (mediaType: keyof typeof documentSchemas) => ({
  security: [],
  requestParams: {
    query: z.object({
      version: z
        .enum(KNOWN_API_VERSIONS as [string, ...string[]])
        .optional()
        .meta({
          description: "The API version to describe. Default: the one `Api-Version` names, else the newest. An unknown version is a 400 problem (`unknown_api_version`).",
          example: NEWEST_API_VERSION,
        }),
    }),
  },
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
    400: problemResponse(400),
    429: problemResponse(429),
    500: problemResponse(500),
    503: problemResponse(503),
  },
});

export const publicDocumentDescription =
  "The OpenAPI 3.1 description of this API at one version: `?version=YYYY-MM-DD`, else the version `Api-Version` names, else the newest (`info.version` says which). Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.";
