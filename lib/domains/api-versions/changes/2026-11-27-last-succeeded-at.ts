import type { ApiChange, Json, OpenApiDocument } from "../api-change";

// The first dated change. A module's sync state had `last_synced_at`, documented as the end of
// the last *successful* sync; integrators read it as the end of the last sync, failed ones
// included (a sync that fails does not move it, so "last synced 2 h ago" beside `state: failed`
// looked like a bug). The new name says what it is. Nothing else about the field changes.

const OLD = "last_synced_at";
const NEW = "last_succeeded_at";

/** `{ last_succeeded_at }` → `{ last_synced_at }`, keeping the key's place (clients that print JSON see the old order). */
function renameBack(status: Json): Json {
  if (status === null || typeof status !== "object" || Array.isArray(status) || !(NEW in status)) return status;
  return Object.fromEntries(Object.entries(status).map(([key, value]) => [key === NEW ? OLD : key, value]));
}

const withStatusesBack = (body: Json, operationId: string): Json => {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  if (operationId === "listModules" && Array.isArray(body.data)) {
    return { ...body, data: body.data.map((module) => (module && typeof module === "object" && !Array.isArray(module) ? { ...module, sync_state: renameBack(module.sync_state ?? null) } : module)) };
  }
  return renameBack(body);
};

type JsonObject = { [key: string]: Json };
const isObject = (value: Json | undefined): value is JsonObject => value !== null && typeof value === "object" && !Array.isArray(value);

/** A module status as the document shows it: a schema with these properties, or an example with these keys. */
const isStatusSchema = (node: JsonObject) => isObject(node.properties) && "module_id" in node.properties && "state" in node.properties && NEW in node.properties;
const isStatusExample = (node: JsonObject) => "module_id" in node && "state" in node && NEW in node && !isObject(node.properties);

const OLD_DESCRIPTION = "End of the last successful sync (a failed sync does not move it). Renamed `last_succeeded_at` in API version 2026-11-27.";

/** The status schema at the previous version: the property renamed in place, required and described to match. */
function statusSchemaBack(schema: JsonObject): JsonObject {
  const properties = schema.properties as JsonObject;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([key, value]) => (key === NEW ? [OLD, isObject(value) ? { ...value, description: OLD_DESCRIPTION } : value] : [key, value])),
    ),
    ...(Array.isArray(schema.required) ? { required: schema.required.map((name) => (name === NEW ? OLD : name)) } : {}),
  };
}

/**
 * Every module status in the document, wherever it is (the ModuleStatus component, the event
 * schemas that inline it, the examples of the three operations and of the event), renamed back.
 */
function documentStatusesBack(node: Json): Json {
  if (Array.isArray(node)) return node.map(documentStatusesBack);
  if (!isObject(node)) return node;
  const shaped = isStatusSchema(node) ? statusSchemaBack(node) : isStatusExample(node) ? (renameBack(node) as JsonObject) : node;
  return Object.fromEntries(Object.entries(shaped).map(([key, value]) => [key, documentStatusesBack(value)]));
}

export const lastSucceededAt: ApiChange = {
  id: "last-synced-at-renamed",
  title: "A module's `last_synced_at` is now `last_succeeded_at`",
  description:
    "The sync state's `last_synced_at` was the end of the last *successful* sync, but read as the end of the last sync of any outcome. It is renamed `last_succeeded_at`; its value and format are unchanged.",
  affects: { operations: ["listModules", "getModuleStatus", "requestModuleSync"], events: ["module.sync_state.changed"] },
  migration:
    "Read `last_succeeded_at` where you read `last_synced_at` (in `GET /v1/modules` under `sync_state`, in `GET /v1/modules/{id}/status`, in `POST /v1/modules/{id}/sync`, and in the `status` of `module.sync_state.changed` events). Then send `Api-Version: 2026-11-27`, or upgrade the account's version in the customer area.",
  example: {
    before: { module_id: "mod_01jd4y3k6efq9b8c1m2n3p4q5r", state: "synced", last_synced_at: "2026-11-22T09:04:12Z" },
    after: { module_id: "mod_01jd4y3k6efq9b8c1m2n3p4q5r", state: "synced", last_succeeded_at: "2026-11-22T09:04:12Z" },
  },
  responseBack: (operationId, body) => withStatusesBack(body, operationId),
  eventDataBack: (_type, data) =>
    data !== null && typeof data === "object" && !Array.isArray(data) && "status" in data ? { ...data, status: renameBack(data.status ?? null) } : data,
  documentBack: (document) => documentStatusesBack(document) as OpenApiDocument,
};
