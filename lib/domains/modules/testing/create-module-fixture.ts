import { randomBytes } from "node:crypto";
import { getDb } from "../../../platform/db/client";
import { accounts, modules, moduleTokens, type Account, type Module, type NewModule } from "../../../platform/db/schema";
import { newId } from "../../../platform/ids";
import { generateModuleToken } from "../cloud-platform/module-token-format";
import { moduleTokenRow } from "../module-token-row";

// Test fixtures written with plain inserts, so module tests depend on no other service.

export async function createAccountFixture(): Promise<Account> {
  const suffix = randomBytes(4).toString("hex");
  const [account] = await getDb()
    .insert(accounts)
    .values({ id: newId("acc"), slug: `test-${suffix}`, name: `Test ${suffix}` })
    .returning();
  return account!;
}

export type ModuleFixtureOptions = { accountId: string } & Partial<Omit<NewModule, "accountId">>;

/** A module; by default `pending`, never synced, due now. Any column can be overridden. */
export async function createModuleFixture(options: ModuleFixtureOptions): Promise<Module> {
  const key = options.key ?? `module-${randomBytes(4).toString("hex")}`;
  const [module] = await getDb()
    .insert(modules)
    .values({
      id: newId("mod"),
      name: `Module ${key}`,
      monthlyPrice: 4900,
      activatedAt: new Date("2025-01-01T00:00:00Z"),
      nextSyncAt: new Date(),
      ...options,
      key,
    })
    .returning();
  return module!;
}

/** Gives the module a current token, as activation would; returns the plain value. */
export async function createModuleTokenFixture(module: Module, createdAt = new Date()): Promise<string> {
  const token = generateModuleToken();
  await getDb().insert(moduleTokens).values(moduleTokenRow(module, token, createdAt));
  return token;
}
