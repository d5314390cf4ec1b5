import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { invoiceLines, invoices } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";
import type { InvoiceWithLines } from "./invoice-with-lines";

export interface GetInvoiceOrThrowOptions {
  accountId: string;
  invoiceId: string;
}

/** One invoice of the account with its lines; another account's invoice or a malformed id is "not found". */
export async function getInvoiceOrThrow(options: GetInvoiceOrThrowOptions): Promise<InvoiceWithLines> {
  const notFound = new AppError("not_found", `No invoice with the id "${options.invoiceId}".`);
  if (!isIdOf("inv", options.invoiceId)) throw notFound;
  const db = getDb();
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, options.invoiceId), eq(invoices.accountId, options.accountId)));
  if (!invoice) throw notFound;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  return { invoice, lines };
}
