import { InvalidatedCache } from "../../platform/cache/invalidated-cache";
import { onInvalidation } from "../../platform/cache/invalidation-bus";
import { jsonRepresentationOf, type JsonRepresentation } from "../../platform/cache/json-representation";
import { AppError } from "../../platform/errors/app-error";
import { listModules } from "./list-modules";
import { toModuleResource, toModuleStatus } from "./module-status";

// GET /v1/modules and GET /v1/modules/{id}/status, served from memory per account: integrators
// poll them. Both answers are built from one read of the account's active modules, serialized
// once with their ETags, and dropped on every instance by an `account-modules` message (each
// change to a module row announces one: the trigger of migration 0007).

const MODULE_CACHE_TTL_MS = 30_000;

interface AccountModules {
  list: JsonRepresentation;
  statuses: Map<string, JsonRepresentation>;
}

const cache = new InvalidatedCache<AccountModules>({ kind: "account-modules", max: 10_000, ttlMs: MODULE_CACHE_TTL_MS });

onInvalidation((invalidation) => {
  if (invalidation.kind === "account-modules") cache.delete(invalidation.accountId);
});

async function accountModules(accountId: string): Promise<AccountModules> {
  const found = await cache.get(accountId, async () => {
    const rows = await listModules({ accountId });
    return {
      list: jsonRepresentationOf("modules", { data: rows.map(toModuleResource) }),
      statuses: new Map(rows.map((row) => [row.id, jsonRepresentationOf("status", toModuleStatus(row))])),
    };
  });
  return found!;
}

export interface ModuleReadOptions {
  accountId: string;
}

/** The body of GET /v1/modules for the account, serialized, with its ETag. */
export async function moduleListRepresentation(options: ModuleReadOptions): Promise<JsonRepresentation> {
  return (await accountModules(options.accountId)).list;
}

/** One active module's status; another account's module, a deactivated one or a bad id is "not found". */
export async function moduleStatusRepresentation(options: ModuleReadOptions & { moduleId: string }): Promise<JsonRepresentation> {
  const status = (await accountModules(options.accountId)).statuses.get(options.moduleId);
  if (!status) throw new AppError("not_found", `No module with the id "${options.moduleId}".`);
  return status;
}
