import { randomBytes } from "node:crypto";
import { max, eq } from "drizzle-orm";
import { getDb } from "../../../platform/db/client";
import { accounts, invoiceLines, invoices, type Account, type InvoiceStatus, type NewAccount } from "../../../platform/db/schema";
import { newId } from "../../../platform/ids";
import { billingPeriodLabel, billingPeriodRange } from "../billing-period";
import { invoiceIdentity } from "../invoice-identity";
import type { InvoiceWithLines } from "../invoice-with-lines";
import { taxAmount } from "../tax-amount";

// Direct inserts for invoice tests: no modules, events or audit entries, just the rows the
// invoice readers and the PDF need.

/** An account with a unique slug; pass fields to override the defaults. */
export async function createAccountFixture(overrides: Partial<NewAccount> = {}): Promise<Account> {
  const [account] = await getDb()
    .insert(accounts)
    .values({
      id: newId("acc"),
      slug: `fx-${randomBytes(4).toString("hex")}`,
      name: "Fixture Corp",
      currency: "EUR",
      taxRateBps: 2000,
      billingAddress: ["Fixture Corp", "Accounts Payable", "Friedrichstraße 68", "10117 Berlin", "Germany"],
      ...overrides,
    })
    .returning();
  return account!;
}

export interface InvoiceFixtureOptions {
  account: Account;
  /** Defaults to 2026-03. */
  period?: string;
  /** Defaults to the first instant after the period. */
  issuedAt?: Date;
  status?: InvoiceStatus;
  /** Defaults to two lines named after the period. */
  lines?: { description: string; quantity?: number; unitAmount: number }[];
}

/** An invoice with the next number of the account, amounts computed like the invoicing run. */
export async function createInvoiceFixture(options: InvoiceFixtureOptions): Promise<InvoiceWithLines> {
  const { account } = options;
  const period = options.period ?? "2026-03";
  const issuedAt = options.issuedAt ?? billingPeriodRange(period).end;
  const label = billingPeriodLabel(period);
  const specs = options.lines ?? [
    { description: `CRM — ${label}`, unitAmount: 9900 },
    { description: `HR & Payroll — ${label}`, quantity: 2, unitAmount: 14950 },
  ];
  const lineValues = specs.map((spec, index) => {
    const quantity = spec.quantity ?? 1;
    return { id: newId("invl"), position: index + 1, description: spec.description, quantity, unitAmount: spec.unitAmount, amount: quantity * spec.unitAmount };
  });
  const subtotal = lineValues.reduce((sum, line) => sum + line.amount, 0);
  const tax = taxAmount(subtotal, account.taxRateBps);

  const db = getDb();
  const [last] = await db.select({ value: max(invoices.sequence) }).from(invoices).where(eq(invoices.accountId, account.id));
  const sequence = (last?.value ?? 0) + 1;
  const [invoice] = await db
    .insert(invoices)
    .values({
      ...invoiceIdentity(account, sequence),
      period,
      issuedAt,
      dueAt: new Date(issuedAt.getTime() + 14 * 24 * 60 * 60 * 1000),
      status: options.status ?? "open",
      currency: account.currency,
      taxRateBps: account.taxRateBps,
      subtotal,
      tax,
      total: subtotal + tax,
    })
    .returning();
  const lines = lineValues.length
    ? await db.insert(invoiceLines).values(lineValues.map((line) => ({ ...line, invoiceId: invoice!.id }))).returning()
    : [];
  return { invoice: invoice!, lines: lines.sort((a, b) => a.position - b.position) };
}
