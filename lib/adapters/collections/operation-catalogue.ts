// The operations of an OpenAPI document in the one shape every generator here needs (the
// Postman and Bruno collections, the Python and PHP clients, the code samples, the
// conformance plan). Everything is read from the document, so a new operation appears in all
// of them without anyone listing it.

import type { AccessScope } from "../../platform/schemas/vocabulary";

const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of an OpenAPI 3.1 document read here (the generated document is wider). */
export interface OpenApiDocumentLike {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, object | undefined>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
  example?: unknown;
  default?: unknown;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface CatalogParameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description: string;
  schema: JsonSchema;
  /** The document's example, when it gives one. */
  example: unknown;
}

export interface CatalogOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  tag: string;
  /** The bearer scope it needs; null for a public operation. */
  scope: AccessScope | null;
  parameters: CatalogParameter[];
  /** `schemaName`: the component the schema references, e.g. `RotateModuleTokenRequest`. */
  body: { schema: JsonSchema; schemaName: string | null; example: unknown; required: boolean } | null;
  success: { status: number; mediaTypes: string[]; schema: JsonSchema | null; schemaName: string | null };
  /** The response is `{ data: [...], next_cursor, has_more }`. */
  cursorPaged: boolean;
  /** Error statuses a run against live data accepts besides success (`x-conformance-also-accepts`): state conflicts. */
  alsoAccepts: number[];
}

interface RawOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema; example?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  "x-conformance-also-accepts"?: number[];
}

/** Follows `$ref`s into `#/components/...` until a schema (or response) that is not a reference. */
function resolveRef<T extends { $ref?: string }>(document: OpenApiDocumentLike, value: T): T {
  let current: T = value;
  for (let hops = 0; current?.$ref && hops < 20; hops++) {
    const [, section, name] = current.$ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
    const target = (document.components as Record<string, Record<string, unknown> | undefined> | undefined)?.[section!]?.[name!];
    if (!target) throw new Error(`unresolvable reference ${current.$ref}`);
    current = target as T;
  }
  return current;
}

/** `Module` for `{ $ref: "#/components/schemas/Module" }`. */
const refName = (schema: JsonSchema | undefined | null) => schema?.$ref?.split("/").pop() ?? null;

function scopeOf(raw: RawOperation): CatalogOperation["scope"] {
  const requirement = raw.security?.find((entry) => Object.keys(entry).length > 0);
  if (!requirement) return raw.security ? null : "read";
  const scopes = Object.values(requirement)[0] ?? [];
  return scopes.includes("write") ? "write" : "read";
}

function successOf(document: OpenApiDocumentLike, raw: RawOperation): CatalogOperation["success"] {
  const [status, response] = Object.entries(raw.responses ?? {}).find(([code]) => /^2\d\d$/.test(code)) ?? ["200", {}];
  const resolved = resolveRef(document, response);
  const content = resolved.content ?? {};
  const json = content["application/json"]?.schema;
  return {
    status: Number(status),
    mediaTypes: Object.keys(content),
    schema: json ? resolveRef(document, json) : null,
    schemaName: refName(json),
  };
}

/** The properties of an object schema, through one `$ref` and `allOf`. */
export function propertiesOf(document: OpenApiDocumentLike, schema: JsonSchema | null | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const resolved = resolveRef(document, schema);
  const own = resolved.properties ?? {};
  const inherited = (resolved.allOf ?? []).map((part) => propertiesOf(document, part));
  return Object.assign({}, ...inherited, own);
}

/** Every operation of the document, in the document's order. */
export function listOperations(document: OpenApiDocumentLike): CatalogOperation[] {
  const operations: CatalogOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const raw = (item as Record<string, unknown> | undefined)?.[method] as RawOperation | undefined;
      if (!raw) continue;
      const jsonBody = raw.requestBody?.content?.["application/json"];
      const success = successOf(document, raw);
      const successProperties = propertiesOf(document, success.schema);
      operations.push({
        operationId: raw.operationId,
        method,
        path,
        summary: raw.summary ?? raw.operationId,
        description: raw.description ?? "",
        tag: raw.tags?.[0] ?? "Default",
        scope: scopeOf(raw),
        parameters: (raw.parameters ?? [])
          .filter((parameter) => parameter.in === "path" || parameter.in === "query" || parameter.in === "header")
          .map((parameter) => ({
            name: parameter.name,
            in: parameter.in as CatalogParameter["in"],
            required: parameter.in === "path" || parameter.required === true,
            description: parameter.description ?? parameter.schema?.description ?? "",
            schema: parameter.schema ?? {},
            example: parameter.example ?? parameter.schema?.example,
          })),
        body: jsonBody
          ? {
              schema: jsonBody.schema ?? {},
              schemaName: refName(jsonBody.schema),
              example: jsonBody.example ?? {},
              required: raw.requestBody?.required === true,
            }
          : null,
        success,
        cursorPaged: "next_cursor" in successProperties && "data" in successProperties,
        alsoAccepts: raw["x-conformance-also-accepts"] ?? [],
      });
    }
  }
  return operations;
}

/** `listModules` → `list_modules` (Python method names). */
export const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[^A-Za-z0-9]+/g, "_").toLowerCase();

/** `Idempotency-Key` → `idempotencyKey`, `actor_id` → `actorId`. */
export const camelCase = (name: string) =>
  name.replace(/[-_ ]+([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/^[A-Z]/, (letter) => letter.toLowerCase());
