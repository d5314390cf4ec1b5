import { inArray } from "drizzle-orm";
import { createAccount } from "../accounts";
import { getAccountBySlug } from "../accounts";
import { systemActor, type Actor } from "../audit";
import { getDb } from "../../platform/db/client";
import { accounts, type Account, type User } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import type { MembershipRole } from "../../platform/schemas/vocabulary";
import { createUser } from "../users";
import { acmeDemo, globexDemo, type DemoAccountSpec } from "./demo-accounts";
import { newIdAt } from "./historical-id";
import { hasDemoAuditHistory, seedDemoAuditHistory } from "./seed-demo-audit-history";
import { seedDemoAccessTokens } from "./seed-demo-access-tokens";
import { listModulesByKey, seedDemoModules } from "./seed-demo-modules";
import { seedDemoInvoices } from "./seed-demo-invoices";
import { seedDemoUsage } from "./seed-demo-usage";

export const DEMO_PASSWORD = "acme-demo-password";
export const DEMO_ADMIN_EMAIL = acmeDemo.admin.email;
const DEMO_GLOBEX_ADMIN_EMAIL = globexDemo.admin.email;
export const DEMO_EMAILS = [DEMO_ADMIN_EMAIL, DEMO_GLOBEX_ADMIN_EMAIL] as const;

const seedActor = systemActor("demo seed");
/** The demo tokens' traffic in a busy hour: the CI pipeline calls often, reporting now and then. */
const DEMO_TOKEN_TRAFFIC = [
  { name: "CI pipeline", busyHourRequests: 120 },
  { name: "Reporting", busyHourRequests: 25 },
];

export interface SeedDemoDataOptions {
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface SeedDemoDataResult {
  /** False when the demo data was already complete and nothing was written. */
  created: boolean;
  /** What this run added, one short line per step that added something. */
  changes: string[];
}

/**
 * Loads the demo tenants. Safe to run at every start: a complete seed is recognised with a few
 * queries, and every step only adds what is missing, so a run cut short is finished by the next.
 */
export async function seedDemoData(options: SeedDemoDataOptions = {}): Promise<SeedDemoDataResult> {
  if (await isDemoDataComplete()) return { created: false, changes: [] };
  const now = options.now ?? new Date();
  const changes: string[] = [];
  const acme = await ensureAccount(acmeDemo, changes);
  const globex = await ensureAccount(globexDemo, changes);
  const ada = await ensureMember(acme, acmeDemo.admin, "owner", changes);
  const globexAdmin = await ensureMember(globex, globexDemo.admin, "owner", changes);
  await ensureMember(globex, acmeDemo.admin, "admin", changes);
  await seedAccountContent(acme, acmeDemo, now, changes);
  await seedAccountContent(globex, globexDemo, now, changes);
  const adaActor: Actor = { type: "user", id: ada.id, display: ada.email };
  const tokens = await seedDemoAccessTokens({ accountId: acme.id, actor: adaActor });
  if (tokens) changes.push(`acme: ${tokens} access tokens`);
  const usageHours = await seedDemoUsage({ accountId: acme.id, tokens: DEMO_TOKEN_TRAFFIC, now, seed: 2026 });
  if (usageHours) changes.push(`acme: ${usageHours} hours of API usage`);
  await seedAuditHistory(acme, acmeDemo, ada, now, changes);
  await seedAuditHistory(globex, globexDemo, globexAdmin, now, changes);
  return { created: changes.length > 0, changes };
}

/** The audit history is the last step: once both accounts have it, everything before is there too. */
async function isDemoDataComplete(): Promise<boolean> {
  const slugs = [acmeDemo.account.slug, globexDemo.account.slug];
  const rows = await getDb().select().from(accounts).where(inArray(accounts.slug, slugs));
  if (rows.length < slugs.length) return false;
  for (const account of rows) if (!(await hasDemoAuditHistory(getDb(), account))) return false;
  return true;
}

async function ensureAccount(spec: DemoAccountSpec, changes: string[]): Promise<Account> {
  try {
    return await getAccountBySlug({ slug: spec.account.slug });
  } catch (error) {
    if (!isAppError(error, "not_found")) throw error;
  }
  try {
    const account = await createAccount({ ...spec.account, actor: seedActor });
    changes.push(`account ${account.slug} (${account.name})`);
    return account;
  } catch (error) {
    // Another process seeding at the same moment created it first.
    if (isAppError(error, "conflict")) return getAccountBySlug({ slug: spec.account.slug });
    throw error;
  }
}

async function ensureMember(
  account: Account,
  person: DemoAccountSpec["admin"],
  role: MembershipRole,
  changes: string[],
): Promise<User> {
  const { user, userCreated, membershipCreated } = await createUser({
    accountId: account.id,
    actor: seedActor,
    email: person.email,
    name: person.name,
    password: DEMO_PASSWORD,
    role,
  });
  if (userCreated) changes.push(`user ${user.email}`);
  if (membershipCreated) changes.push(`${user.email} is ${role} of ${account.slug}`);
  return user;
}

async function seedAccountContent(account: Account, spec: DemoAccountSpec, now: Date, changes: string[]) {
  const modules = await seedDemoModules({ accountId: account.id, specs: spec.modules(now), now });
  if (modules) changes.push(`${account.slug}: ${modules} modules with their sync history`);
  const invoices = await seedDemoInvoices({ accountId: account.id, now, voidMonthsAgo: spec.voidInvoiceMonthsAgo });
  if (invoices) changes.push(`${account.slug}: ${invoices} invoices`);
}

async function seedAuditHistory(account: Account, spec: DemoAccountSpec, user: User, now: Date, changes: string[]) {
  const modulesByKey = await listModulesByKey(account.id);
  // Tokens of past API clients: they appear only in the history, as revoked tokens would.
  const tokenSince = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000);
  const count = await seedDemoAuditHistory({
    accountId: account.id,
    user: { id: user.id, email: user.email },
    tokenActors: spec.historyTokenNames.map((name) => ({ id: newIdAt("tok", tokenSince), name })),
    moduleIds: [...modulesByKey.values()].map((module) => module.id),
    webhookHost: `hooks.${spec.account.slug}.test`,
    count: spec.auditEntryCount,
    seed: [...spec.account.slug].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7),
    now,
  });
  if (count) changes.push(`${account.slug}: ${count} audit entries over the past 13 months`);
}
