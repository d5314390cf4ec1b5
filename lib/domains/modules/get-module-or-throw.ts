import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { modules, type Module } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";

export interface GetModuleOrThrowOptions {
  accountId: string;
  moduleId: string;
  /** Deactivated modules are "not found" unless asked for (invoices still refer to them). */
  includeDeactivated?: boolean;
}

/** One module of the account; another account's module or a malformed id is "not found". */
export async function getModuleOrThrow(options: GetModuleOrThrowOptions): Promise<Module> {
  const notFound = new AppError("not_found", `No module with the id "${options.moduleId}".`);
  if (!isIdOf("mod", options.moduleId)) throw notFound;
  const conditions = [eq(modules.id, options.moduleId), eq(modules.accountId, options.accountId)];
  if (!options.includeDeactivated) conditions.push(isNull(modules.deactivatedAt));
  const [module] = await getDb()
    .select()
    .from(modules)
    .where(and(...conditions));
  if (!module) throw notFound;
  return module;
}
