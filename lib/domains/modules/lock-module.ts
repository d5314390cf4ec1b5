import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { modules, type Module } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";

export interface LockModuleOptions {
  accountId: string;
  moduleId: string;
}

/**
 * Reads an active module of the account with a row lock (`FOR UPDATE`), so changes to one
 * module (transitions, token rotations) run one after the other. A malformed id, another
 * account's module or a deactivated one is "not found"; the malformed id costs no query.
 */
export async function lockModule(tx: Executor, options: LockModuleOptions): Promise<Module> {
  const notFound = new AppError("not_found", `No module with the id "${options.moduleId}".`);
  if (!isIdOf("mod", options.moduleId)) throw notFound;
  const [module] = await tx
    .select()
    .from(modules)
    .where(
      and(eq(modules.id, options.moduleId), eq(modules.accountId, options.accountId), isNull(modules.deactivatedAt)),
    )
    .for("update");
  if (!module) throw notFound;
  return module;
}
