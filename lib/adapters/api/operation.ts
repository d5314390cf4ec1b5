import type { z } from "zod";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import type { RequestOrigin } from "../../platform/http/request-origin";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import type { ApiPrincipal } from "./principal";

// One declaration per /v1 operation: everything the router, the 405/OPTIONS answers, the
// OpenAPI document and (through the document) the typed clients and collections need. Adding
// an operation is one file in lib/adapters/api/operations/ plus one line in its index.ts.
//
// The document must stay clean under `bash scripts/lint-openapi.sh` (Redocly recommended,
// Spectral OWASP: no errors). For schemas that means: every string has maxLength (plus a
// format, pattern or enum where one is true), every integer min, max and format int32/int64
// (`.meta({ format: "int32" })`), every array maxItems, ids are TypeIDs (typeIdSchema).

type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

interface OperationContext<Params, Query, Body> {
  request: Request;
  /** Path parameters, percent-decoded and checked against `params` (a mismatch is a 404). */
  params: Params;
  /** The query string, checked against `query` (unknown parameters refused). */
  query: Query;
  /** The JSON body, checked against `body.schema`; `undefined` for operations without one. */
  body: Body;
  principal: ApiPrincipal;
  origin: RequestOrigin;
  requestId: string;
  /** The media type chosen from `produces` by the Accept header. */
  mediaType: string;
  /**
   * The API version the request is answered at. Handlers build the newest shape whatever it is
   * (the pipeline shapes answers back); read it only where a version is a value, e.g. a new
   * webhook endpoint's default.
   */
  apiVersion: string;
}

interface OperationBase {
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/v1/modules/{id}/status`. */
  path: `/v1/${string}`;
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
}

export interface TokenOperation<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
> extends OperationBase {
  scope: AccessScope;
  params?: Params;
  query?: Query;
  /** Request headers the operation reads, for the document (e.g. Idempotency-Key). */
  headers?: z.ZodObject;
  /** Without one, a non-empty request body is refused (422). */
  body?: { schema: Body; example: unknown; description?: string };
  /** Media types the operation can answer with, preferred first. Default JSON only. */
  produces?: string[];
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
  /** Error statuses this operation can answer with beyond the ones every operation has (and 413, which every method but GET has: openapi-operation.ts). */
  errors?: number[];
  extensions?: Record<`x-${string}`, unknown>;
  /** A last adjustment of the generated OpenAPI operation (e.g. per-status response headers). */
  refineDocument?: (operation: ZodOpenApiOperationObject) => ZodOpenApiOperationObject;
  handler: (context: OperationContext<z.infer<Params>, z.infer<Query>, z.infer<Body>>) => Promise<Response>;
}

/** An operation anyone may call (the API's own description): no token, limited per address. */
export interface PublicOperation extends OperationBase {
  scope: "public";
  /** The whole OpenAPI operation, written out: its responses differ from the token operations'. */
  document: Omit<ZodOpenApiOperationObject, "operationId" | "summary" | "description" | "tags">;
  /**
   * The query parameter `version` names the API version to answer at, before `Api-Version` (the
   * OpenAPI documents: a link or a browser cannot send a header).
   */
  versionFromQuery?: boolean;
  handler: (request: Request, context: PublicOperationContext) => Response | Promise<Response>;
}

interface PublicOperationContext {
  /** The operations the app serves (the document describes them): handed over by the router, so
   * no operation has to import the list it is on. */
  operations: V1Operation[];
  /** The version the request asked for (`?version=` where the operation reads it, else `Api-Version`), else the newest: the documents are per version. */
  apiVersion: string;
}

export type V1Operation = TokenOperation | PublicOperation;

/** Declares a token operation; the generics carry the schemas' types into the handler. */
export function defineOperation<
  Params extends z.ZodType = z.ZodObject<{}>,
  Query extends z.ZodType = z.ZodObject<{}>,
  Body extends z.ZodType = z.ZodUndefined,
>(operation: TokenOperation<Params, Query, Body>): TokenOperation {
  return operation as unknown as TokenOperation;
}

export function definePublicOperation(operation: Omit<PublicOperation, "scope">): PublicOperation {
  return { ...operation, scope: "public" };
}
