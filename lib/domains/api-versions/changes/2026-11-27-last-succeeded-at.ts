import type { ApiChange, Json } from "../api-change";

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
};
