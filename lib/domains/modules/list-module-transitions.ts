import { and, desc, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { moduleStateTransitions, type ModuleStateTransition } from "../../platform/db/schema";

export type { ModuleStateTransition };
import { AppError } from "../../platform/errors/app-error";
import { getModuleOrThrow } from "./get-module-or-throw";

const MAX_TRANSITIONS_PAGE = 200;

export interface ListModuleTransitionsOptions {
  accountId: string;
  moduleId: string;
  /** 1–200, default 50. */
  limit?: number;
}

/** A module's state history, newest first. Another account's module is "not found". */
export async function listModuleTransitions(options: ListModuleTransitionsOptions): Promise<ModuleStateTransition[]> {
  const limit = options.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TRANSITIONS_PAGE) {
    throw new AppError("validation_failed", `The limit must be an integer from 1 to ${MAX_TRANSITIONS_PAGE}.`, [
      { pointer: "#/limit", detail: `Must be from 1 to ${MAX_TRANSITIONS_PAGE}.` },
    ]);
  }
  // Checked first so "not found" does not depend on whether the module has history yet.
  await getModuleOrThrow({ accountId: options.accountId, moduleId: options.moduleId, includeDeactivated: true });
  return getDb()
    .select()
    .from(moduleStateTransitions)
    .where(
      and(
        eq(moduleStateTransitions.moduleId, options.moduleId),
        eq(moduleStateTransitions.accountId, options.accountId),
      ),
    )
    .orderBy(desc(moduleStateTransitions.occurredAt), desc(moduleStateTransitions.id))
    .limit(limit);
}
