import { z } from "zod";
import { NEWEST_API_VERSION } from "../../../domains/api-versions";
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from "zod-openapi";
import { problemResponse, rateLimitHeadersSchema } from "../../openapi/responses";
import type { TokenOperation, V1Operation } from "../operation";

// Every authenticated operation can answer 400 (an unknown Api-Version), 401, 403, 406, 429, 500
// and 503, and 422 for a query parameter it does not declare (the pipeline refuses unknown
// parameters, never ignores them), or a body where it takes none.
const COMMON_ERRORS = [400, 401, 403, 406, 422, 429, 500, 503];
// And every operation but a GET reads the body it is sent, one that takes none included, so a body
// over 64 KiB is a 413 there (parse-request.ts).
const BODY_READ_ERRORS = [413];

/** The request header every operation reads (lib/adapters/api/api-version.ts). */
const apiVersionHeader = z.object({
  "Api-Version": z
    .string()
    .max(10)
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
    .optional()
    .meta({
      description:
        "The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones.",
      example: NEWEST_API_VERSION,
      param: { id: "ApiVersion" },
    }),
});

/** The OpenAPI form of one declared operation: security, scope, parameters, success and every error response. */
export function toOpenApiOperation(operation: V1Operation): ZodOpenApiOperationObject {
  const { operationId, summary, description, tags } = operation;
  if (operation.scope === "public") return { operationId, summary, description, tags, ...operation.document };
  const generated = tokenOperationDocument(operation);
  return operation.refineDocument ? operation.refineDocument(generated) : generated;
}

function tokenOperationDocument(spec: TokenOperation): ZodOpenApiOperationObject {
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
  const bodyRead = spec.method === "get" ? [] : BODY_READ_ERRORS;
  for (const status of [...new Set([...COMMON_ERRORS, ...bodyRead, ...(spec.errors ?? [])])].sort()) {
    responses[status] = problemResponse(status);
  }
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: `${spec.description}\n\nRequires the \`${spec.scope}\` scope.`,
    tags: spec.tags,
    security: [{ bearerAuth: [spec.scope] }, { oauth2: [spec.scope] }],
    "x-required-scope": spec.scope,
    ...spec.extensions,
    ...(requestParams(spec) ? { requestParams: requestParams(spec) } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: false,
            description: spec.body.description,
            content: { "application/json": { schema: spec.body.schema, example: spec.body.example } },
          },
        }
      : {}),
    responses,
  };
}

/** Path, query and header parameters, in that order (the document's parameter order). */
function requestParams(spec: TokenOperation): ZodOpenApiOperationObject["requestParams"] | undefined {
  const params = {
    ...(spec.params ? { path: spec.params as z.ZodObject } : {}),
    ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
    header: spec.headers ? apiVersionHeader.extend(spec.headers.shape) : apiVersionHeader,
  };
  return Object.keys(params).length ? params : undefined;
}
