import { and, asc, eq, gte, isNull, lt, max, or } from "drizzle-orm";
import type { Actor } from "../audit";
import { recordAuditEntry } from "../audit";
import { getDb, type Executor } from "../../platform/db/client";
import {
  accounts,
  invoiceLines,
  invoices,
  modules,
  type Account,
  type Invoice,
  type InvoiceLine,
  type InvoiceStatus,
  type NewInvoiceLine,
} from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { enqueueEvent } from "../events";
import { newId } from "../../platform/ids";
import { billingPeriodLabel, billingPeriodRange } from "./billing-period";
import { invoiceIdentity } from "./invoice-identity";
import { dueDateOf } from "./payment-term";
import { seller } from "./seller";
import { taxAmount } from "./tax-amount";
import { taxTreatment } from "./tax-treatment";

export interface IssueMonthlyInvoiceOptions {
  accountId: string;
  /** Billing month, `YYYY-MM`. */
  period: string;
  actor: Actor;
  /** Defaults to the first day of the month after the period, 00:00 UTC. */
  issuedAt?: Date;
  /** Defaults to `open`; the demo seed issues past invoices as already paid. */
  status?: InvoiceStatus;
}

export interface IssuedInvoice {
  invoice: Invoice;
  lines: InvoiceLine[];
  /** False when the period was already invoiced: the stored invoice is returned unchanged. */
  created: boolean;
}

/**
 * Issues the account's invoice for one month, once: a second call for the same period returns
 * the first invoice. Numbers are gapless per account because the sequence is taken under a
 * lock of the account row, and a rolled-back transaction takes its number with it.
 * A month without any active module still gets its (zero) invoice, so every period has one.
 */
export async function issueMonthlyInvoice(options: IssueMonthlyInvoiceOptions): Promise<IssuedInvoice> {
  const range = billingPeriodRange(options.period);
  return getDb().transaction(async (tx) => {
    const account = await lockAccount(tx, options.accountId);
    const existing = await findInvoice(tx, account.id, options.period);
    if (existing) return { ...existing, created: false };

    const lineValues = await billableLines(tx, account.id, options.period, range);
    const invoice = await insertInvoice(tx, account, options, options.issuedAt ?? range.end, lineValues);
    const lines = lineValues.length
      ? await tx
          .insert(invoiceLines)
          .values(lineValues.map((line) => ({ ...line, invoiceId: invoice.id })))
          .returning()
      : [];
    await announce(tx, invoice, options.actor);
    return { invoice, lines, created: true };
  });
}

async function insertInvoice(
  tx: Executor,
  account: Account,
  options: IssueMonthlyInvoiceOptions,
  issuedAt: Date,
  lines: Omit<NewInvoiceLine, "invoiceId">[],
): Promise<Invoice> {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const treatment = taxTreatment({
    sellerCountry: seller.country,
    customerCountry: account.country,
    customerVatId: account.vatId,
    standardRateBps: account.taxRateBps,
  });
  const tax = taxAmount(subtotal, treatment.rateBps);
  const sequence = await nextSequence(tx, account.id);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      ...invoiceIdentity(account, sequence),
      period: options.period,
      issuedAt,
      dueAt: dueDateOf(issuedAt),
      status: options.status ?? "open",
      currency: account.currency,
      taxRateBps: treatment.rateBps,
      // Copied, so changing the billing details later never changes an issued invoice.
      customerName: account.companyName ?? account.name,
      customerAddress: account.billingAddress,
      customerCountry: account.country,
      customerVatId: account.vatId,
      reverseCharge: treatment.reverseCharge,
      subtotal,
      tax,
      total: subtotal + tax,
    })
    .returning();
  return invoice!;
}

async function lockAccount(tx: Executor, accountId: string): Promise<Account> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for("update");
  if (!account) throw new AppError("not_found", `No account with the id "${accountId}".`);
  return account;
}

async function findInvoice(tx: Executor, accountId: string, period: string) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.period, period)));
  if (!invoice) return null;
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  return { invoice, lines };
}

/** One line per module active at any moment of the month, in order of activation. */
async function billableLines(
  tx: Executor,
  accountId: string,
  period: string,
  range: { start: Date; end: Date },
): Promise<Omit<NewInvoiceLine, "invoiceId">[]> {
  const active = await tx
    .select()
    .from(modules)
    .where(
      and(
        eq(modules.accountId, accountId),
        lt(modules.activatedAt, range.end),
        or(isNull(modules.deactivatedAt), gte(modules.deactivatedAt, range.start)),
      ),
    )
    .orderBy(asc(modules.activatedAt), asc(modules.key));
  const label = billingPeriodLabel(period);
  return active.map((module, index) => ({
    id: newId("invl"),
    position: index + 1,
    description: `${module.name} — ${label}`,
    moduleId: module.id,
    quantity: 1,
    unitAmount: module.monthlyPrice,
    amount: module.monthlyPrice,
  }));
}

async function nextSequence(tx: Executor, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(invoices.sequence) })
    .from(invoices)
    .where(eq(invoices.accountId, accountId));
  return (row?.last ?? 0) + 1;
}

async function announce(tx: Executor, invoice: Invoice, actor: Actor): Promise<void> {
  const data = {
    id: invoice.id,
    number: invoice.number,
    period: invoice.period,
    total: invoice.total,
    currency: invoice.currency,
  };
  await enqueueEvent(tx, { accountId: invoice.accountId, type: "invoice.created", data });
  await recordAuditEntry(tx, {
    accountId: invoice.accountId,
    action: "invoice.created",
    actor,
    resource: { type: "invoice", id: invoice.id },
    metadata: { number: invoice.number, period: invoice.period, total: invoice.total, currency: invoice.currency },
  });
}
