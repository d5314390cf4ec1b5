// The account the clients' live tests run against beside acme (e2e/api/clients.spec.ts): its
// default API version is the FIRST one, acme's the newest. The clients pin the version they were
// generated for, so they must pass against both; a call without `Api-Version` gets each account's
// own default, which is how the spec shows the two accounts really differ. Content like globex's
// (modules with their sync history, a year of invoices), so every operation has something to read.
import { OLDEST_API_VERSION } from "../lib/domains/api-versions";
import { createAccount } from "../lib/domains/accounts/create-account";
import { getAccountBySlug } from "../lib/domains/accounts/get-account-by-slug";
import type { Actor } from "../lib/domains/audit/actor";
import { globexDemo } from "../lib/domains/seed/demo-accounts";
import { seedDemoInvoices } from "../lib/domains/seed/seed-demo-invoices";
import { seedDemoModules } from "../lib/domains/seed/seed-demo-modules";
import { isAppError } from "../lib/platform/errors/app-error";

export const FIRST_VERSION_ACCOUNT = {
  slug: "initech",
  name: "Initech",
  currency: "USD",
  taxRateBps: 0,
  billingAddress: ["Initech", "4120 Freidrich Lane", "Austin, TX 78744", "United States"],
  country: "US",
} as const;

export async function prepareFirstVersionAccount(actor: Actor) {
  const existing = await getAccountBySlug({ slug: FIRST_VERSION_ACCOUNT.slug }).catch((error: unknown) => {
    if (isAppError(error, "not_found")) return null;
    throw error;
  });
  if (existing) return existing;
  const account = await createAccount({ actor, ...FIRST_VERSION_ACCOUNT, billingAddress: [...FIRST_VERSION_ACCOUNT.billingAddress], apiVersion: OLDEST_API_VERSION });
  const now = new Date();
  await seedDemoModules({ accountId: account.id, specs: globexDemo.modules(now), now });
  await seedDemoInvoices({ accountId: account.id, now, voidMonthsAgo: globexDemo.voidInvoiceMonthsAgo });
  return account;
}
