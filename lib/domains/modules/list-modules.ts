import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { preparedPerDatabase, statementName } from "../../platform/db/prepared";
import { modules, type Module } from "../../platform/db/schema";

export interface ListModulesOptions {
  accountId: string;
}

/**
 * The account's active modules, by name. Not paged: an account has a handful of modules,
 * and the contract's list carries each one's sync state so a page needs no second call.
 */
export async function listModules(options: ListModulesOptions): Promise<Module[]> {
  return activeModulesOfAccount(getDb()).execute({ accountId: options.accountId });
}

// Runs on every GET /v1/modules: prepared once.
const activeModulesOfAccount = preparedPerDatabase((db) =>
  db
    .select()
    .from(modules)
    .where(and(eq(modules.accountId, sql.placeholder("accountId")), isNull(modules.deactivatedAt)))
    .orderBy(asc(modules.name), asc(modules.id))
    .prepare(statementName("active_modules_of_account")),
);
