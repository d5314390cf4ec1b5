import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { modules, moduleStateTransitions, moduleTokens, type Module } from "../../platform/db/schema";
import { generateModuleToken, hashModuleToken, moduleTokenHint } from "../modules";
import { buildDemoHistory, demoSyncFields, type DemoModuleSpec } from "./demo-module-history";
import { newIdAt } from "./historical-id";

export interface SeedDemoModulesOptions {
  accountId: string;
  specs: DemoModuleSpec[];
  now: Date;
}

/**
 * Creates the modules that do not exist yet, each with its history and one current token,
 * in one transaction per module: a module is either complete or absent, so a re-run
 * after a crash fills in exactly what is missing. Returns how many were created.
 */
export async function seedDemoModules(options: SeedDemoModulesOptions): Promise<number> {
  let created = 0;
  for (const spec of options.specs) {
    const inserted = await getDb().transaction((tx) => insertModule(tx, options.accountId, spec, options.now));
    if (inserted) created++;
  }
  return created;
}

/** The account's demo modules by key, for the audit history that refers to them. */
export async function listModulesByKey(accountId: string): Promise<Map<string, Module>> {
  const rows = await getDb().select().from(modules).where(eq(modules.accountId, accountId));
  return new Map(rows.map((row) => [row.key, row]));
}

async function insertModule(tx: Executor, accountId: string, spec: DemoModuleSpec, now: Date): Promise<boolean> {
  const existing = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.accountId, accountId), eq(modules.key, spec.key)));
  if (existing.length) return false;

  const transitions = buildDemoHistory(spec, now);
  const [module] = await tx
    .insert(modules)
    .values({
      id: newIdAt("mod", spec.activatedAt),
      accountId,
      key: spec.key,
      name: spec.name,
      monthlyPrice: spec.monthlyPrice,
      activatedAt: spec.activatedAt,
      createdAt: spec.activatedAt,
      ...demoSyncFields(spec, transitions, now),
    })
    .returning();
  await tx.insert(moduleStateTransitions).values(
    transitions.map((step) => ({
      id: newIdAt("mst", step.at),
      moduleId: module!.id,
      accountId,
      fromState: step.from,
      toState: step.to,
      reason: step.reason,
      occurredAt: step.at,
    })),
  );
  // The secret would be handed to the customer's system at rotation; the demo never shows it.
  const secret = generateModuleToken();
  await tx.insert(moduleTokens).values({
    id: newIdAt("mtk", spec.activatedAt),
    moduleId: module!.id,
    accountId,
    tokenHash: hashModuleToken(secret),
    tokenHint: moduleTokenHint(secret),
    createdAt: spec.activatedAt,
  });
  return true;
}
