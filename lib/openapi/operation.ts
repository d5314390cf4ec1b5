import type { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from "zod-openapi";
import type { AccessScope } from "../db/schema";
import { problemResponse, rateLimitHeadersSchema } from "./responses";

// The document must stay clean under `bash scripts/lint-openapi.sh` (Redocly recommended,
// Spectral OWASP: no errors). For schemas that means: every string has maxLength (plus a
// format, pattern or enum where one is true), every integer min, max and format int32/int64
// (`.meta({ format: "int32" })`), every array maxItems, ids are TypeIDs (typeIdSchema).
export interface OperationSpec {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  scope: AccessScope;
  requestParams?: ZodOpenApiOperationObject["requestParams"];
  requestBody?: { schema: z.ZodType; example: unknown; description?: string };
  success: {
    status: 200 | 201 | 202 | 204;
    description: string;
    /** The JSON body; omitted for 204 No Content. */
    schema?: z.ZodType;
    example?: unknown;
    /** Other representations of the same resource, e.g. `application/pdf`. */
    alternatives?: Record<string, { schema: z.ZodType; example: unknown }>;
    headers?: z.ZodObject;
  };
  /** Error statuses this operation can answer with beyond the ones every operation has. */
  errors?: number[];
  extensions?: Record<`x-${string}`, unknown>;
}

// Every authenticated operation can answer 401, 403, 406, 429, 500 and 503, and 422 for a
// query parameter it does not declare (withApi refuses unknown parameters, never ignores them).
const COMMON_ERRORS = [401, 403, 406, 422, 429, 500, 503];

/** An OpenAPI operation with security, scope, success and every error response, from one spec. */
export function defineOperation(spec: OperationSpec): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [spec.success.status]: {
      description: spec.success.description,
      headers: spec.success.headers ? rateLimitHeadersSchema.extend(spec.success.headers.shape) : rateLimitHeadersSchema,
      ...(spec.success.schema
        ? {
            content: {
              "application/json": { schema: spec.success.schema, example: spec.success.example },
              ...spec.success.alternatives,
            },
          }
        : {}),
    },
  };
  for (const status of [...new Set([...COMMON_ERRORS, ...(spec.errors ?? [])])].sort()) {
    responses[status] = problemResponse(status);
  }
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: `${spec.description}\n\nRequires the \`${spec.scope}\` scope.`,
    tags: spec.tags,
    security: [{ bearerAuth: [spec.scope] }],
    "x-required-scope": spec.scope,
    ...spec.extensions,
    ...(spec.requestParams ? { requestParams: spec.requestParams } : {}),
    ...(spec.requestBody
      ? {
          requestBody: {
            required: false,
            description: spec.requestBody.description,
            content: { "application/json": { schema: spec.requestBody.schema, example: spec.requestBody.example } },
          },
        }
      : {}),
    responses,
  };
}
