import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "../db/client";
import { modules, type Module } from "../db/schema";

export interface ListModulesOptions {
  accountId: string;
}

/**
 * The account's active modules, by name. Not paged: an account has a handful of modules,
 * and the contract's list carries each one's sync state so a page needs no second call.
 */
export async function listModules(options: ListModulesOptions): Promise<Module[]> {
  return getDb()
    .select()
    .from(modules)
    .where(and(eq(modules.accountId, options.accountId), isNull(modules.deactivatedAt)))
    .orderBy(asc(modules.name), asc(modules.id));
}
