import type { CreateAccountOptions } from "../accounts";
import type { DemoModuleSpec } from "./demo-module-history";

// The demo tenants: Acme, the one the demo signs in to, with a module in every sync state,
// and Globex, a second tenant for the account switcher and for isolation checks.

export interface DemoAccountSpec {
  account: Omit<CreateAccountOptions, "actor">;
  admin: { email: string; name: string };
  modules: (now: Date) => DemoModuleSpec[];
  /** API clients that appear as token actors in the back-dated audit history. */
  historyTokenNames: string[];
  auditEntryCount: number;
  /** Months before the current one whose invoice is void (the others are paid, the last open). */
  voidInvoiceMonthsAgo: number;
}

/** A morning in the month `months` before `now`'s. */
function monthsAgo(now: Date, months: number, day: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 9, 30));
}

export const acmeDemo: DemoAccountSpec = {
  account: {
    slug: "acme",
    name: "Acme Corp",
    currency: "EUR",
    taxRateBps: 2000,
    billingAddress: ["Acme Corp", "Accounts Payable", "Friedrichstraße 68", "10117 Berlin", "Germany"],
    // A German business with its VAT id: our (UK) invoices to it are reverse-charged at 0 %.
    country: "DE",
    vatId: "DE298765432",
  },
  admin: { email: "admin@acme.test", name: "Ada Admin" },
  modules: (now) => [
    {
      key: "crm",
      name: "CRM",
      monthlyPrice: 9900,
      activatedAt: monthsAgo(now, 24, 3),
      state: "synced",
      recordsSynced: 184_230,
    },
    {
      key: "erp",
      name: "ERP Finance",
      monthlyPrice: 29900,
      activatedAt: monthsAgo(now, 22, 17),
      state: "syncing",
      recordsSynced: 1_204_877,
    },
    {
      key: "hr",
      name: "HR & Payroll",
      monthlyPrice: 14900,
      activatedAt: monthsAgo(now, 20, 8),
      state: "failed",
      recordsSynced: 12_408,
      lastError: {
        code: "upstream_unauthorized",
        message: "The HR system refused the module token (HTTP 401). Rotate the token and enter the new one there.",
      },
    },
    {
      key: "wms",
      name: "Warehouse",
      monthlyPrice: 19900,
      activatedAt: monthsAgo(now, 18, 21),
      state: "synced",
      recordsSynced: 530_112,
    },
    {
      key: "support",
      name: "Support Desk",
      monthlyPrice: 4900,
      activatedAt: monthsAgo(now, 14, 11),
      state: "pending",
      recordsSynced: 48_960,
    },
    {
      key: "bi",
      name: "Analytics",
      monthlyPrice: 7900,
      activatedAt: monthsAgo(now, 5, 14),
      state: "paused",
      recordsSynced: 3_215,
    },
  ],
  historyTokenNames: ["Deploy bot", "Terraform"],
  auditEntryCount: 3000,
  voidInvoiceMonthsAgo: 7,
};

export const globexDemo: DemoAccountSpec = {
  account: {
    slug: "globex",
    name: "Globex Corporation",
    currency: "USD",
    taxRateBps: 0,
    billingAddress: ["Globex Corporation", "1 Globex Plaza", "Cypress Creek, OR 97000", "United States"],
    country: "US",
  },
  admin: { email: "admin@globex.test", name: "Hank Scorpio" },
  modules: (now) => [
    {
      key: "crm",
      name: "CRM",
      monthlyPrice: 12900,
      activatedAt: monthsAgo(now, 16, 2),
      state: "synced",
      recordsSynced: 92_004,
    },
    {
      key: "support",
      name: "Support Desk",
      monthlyPrice: 5900,
      activatedAt: monthsAgo(now, 15, 19),
      state: "failed",
      recordsSynced: 20_117,
      lastError: { code: "upstream_timeout", message: "The support desk did not answer within 30 seconds." },
    },
  ],
  historyTokenNames: ["Nightly export"],
  auditEntryCount: 250,
  voidInvoiceMonthsAgo: 4,
};
