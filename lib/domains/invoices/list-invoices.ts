import { and, asc, desc, eq, inArray, lt, or, type SQL } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { invoiceLines, invoices, type InvoiceLine } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isBillingPeriod } from "./billing-period";
import type { InvoiceWithLines } from "./invoice-with-lines";

const MAX_INVOICE_PAGE_SIZE = 200;

/** Position of the last invoice of a page; the next page starts strictly after it. */
export interface InvoiceKeyset {
  issuedAt: Date;
  id: string;
}

export interface ListInvoicesOptions {
  accountId: string;
  /** 1 to 200. */
  limit: number;
  after?: InvoiceKeyset;
  /** Only the invoice of this billing month, `YYYY-MM`. */
  period?: string;
}

export interface InvoicePage {
  invoices: InvoiceWithLines[];
  hasMore: boolean;
  /** Where the next page starts, or null on the last page. */
  nextAfter: InvoiceKeyset | null;
}

/**
 * The account's invoices, newest first by (issued_at, id), keyset-paged so a page costs the
 * same at any depth. Two queries per page: the invoices, then all of their lines.
 */
export async function listInvoices(options: ListInvoicesOptions): Promise<InvoicePage> {
  validate(options);
  const conditions: SQL[] = [eq(invoices.accountId, options.accountId)];
  if (options.period) conditions.push(eq(invoices.period, options.period));
  if (options.after) conditions.push(after(options.after));
  const rows = await getDb()
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(options.limit + 1);

  const page = rows.slice(0, options.limit);
  const linesByInvoice = await loadLines(page.map((invoice) => invoice.id));
  const last = page.at(-1);
  const hasMore = rows.length > options.limit;
  return {
    invoices: page.map((invoice) => ({ invoice, lines: linesByInvoice.get(invoice.id) ?? [] })),
    hasMore,
    nextAfter: hasMore && last ? { issuedAt: last.issuedAt, id: last.id } : null,
  };
}

function validate(options: ListInvoicesOptions): void {
  const { limit, period } = options;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_INVOICE_PAGE_SIZE) {
    throw new AppError("validation_failed", `The limit must be a whole number from 1 to ${MAX_INVOICE_PAGE_SIZE}.`, [
      { pointer: "#/limit", detail: `Must be an integer from 1 to ${MAX_INVOICE_PAGE_SIZE}.` },
    ]);
  }
  if (period !== undefined && !isBillingPeriod(period)) {
    throw new AppError("validation_failed", `Invalid billing period "${period}": use YYYY-MM.`, [
      { pointer: "#/period", detail: "Must be a month written YYYY-MM." },
    ]);
  }
}

/** (issued_at, id) < (after.issuedAt, after.id), spelled out so the column types bind the values. */
function after(keyset: InvoiceKeyset): SQL {
  return or(
    lt(invoices.issuedAt, keyset.issuedAt),
    and(eq(invoices.issuedAt, keyset.issuedAt), lt(invoices.id, keyset.id)),
  )!;
}

async function loadLines(invoiceIds: string[]): Promise<Map<string, InvoiceLine[]>> {
  const byInvoice = new Map<string, InvoiceLine[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const lines = await getDb()
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  for (const line of lines) {
    const list = byInvoice.get(line.invoiceId) ?? [];
    list.push(line);
    byInvoice.set(line.invoiceId, list);
  }
  return byInvoice;
}
