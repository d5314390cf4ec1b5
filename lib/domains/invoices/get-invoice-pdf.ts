import { eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accounts } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { getInvoiceOrThrow } from "./get-invoice-or-throw";
import { invoiceEtag } from "./invoice-etag";
import { toInvoiceResource } from "./invoice-resource";
import type { InvoiceWithLines } from "./invoice-with-lines";
import { invoicePdfContext, renderInvoicePdf } from "./render-invoice-pdf";

export interface GetInvoicePdfOptions {
  accountId: string;
  invoiceId: string;
}

export interface InvoicePdf extends InvoiceWithLines {
  pdf: Buffer;
  /** Strong ETag of the PDF bytes (see invoice-etag.ts). */
  etag: string;
  /** `invoice-ACME-000012.pdf` */
  filename: string;
}

// Rendering takes ~100 ms of CPU, so recent PDFs are kept, keyed by their ETag: a hash of
// every input of the render, so an edited invoice or address can never be served stale.
// Holding the promise also makes concurrent requests for one invoice share a render.
const CACHE_SIZE = 64;
const cache = new Map<string, Promise<Buffer>>();

/** The PDF's ETag and file name, known before rendering: a conditional GET answered 304 renders nothing. */
export interface PreparedInvoicePdf extends Omit<InvoicePdf, "pdf"> {
  /** Renders (or takes from the cache) the bytes the ETag stands for. */
  render: () => Promise<Buffer>;
}

/** The account's invoice and what its PDF will be called and tagged; another account's invoice is "not found". */
export async function prepareInvoicePdf(options: GetInvoicePdfOptions): Promise<PreparedInvoicePdf> {
  const stored = await getInvoiceOrThrow(options);
  const [found] = await getDb()
    .select({ name: accounts.name, billingAddress: accounts.billingAddress })
    .from(accounts)
    .where(eq(accounts.id, options.accountId));
  if (!found) throw new AppError("not_found", `No account with the id "${options.accountId}".`);
  // The name and address the invoice was issued to; the account's current ones only for
  // invoices older than that copy.
  const account = { name: stored.invoice.customerName ?? found.name, billingAddress: stored.invoice.customerAddress ?? found.billingAddress };

  const etag = invoiceEtag(toInvoiceResource(stored), "pdf", invoicePdfContext(account));
  const render = () => cached(etag, () => renderInvoicePdf({ ...stored, account }));
  return { ...stored, etag, filename: `invoice-${stored.invoice.number}.pdf`, render };
}

/** The account's invoice rendered as a PDF; another account's invoice is "not found". */
export async function getInvoicePdf(options: GetInvoicePdfOptions): Promise<InvoicePdf> {
  const { render, ...prepared } = await prepareInvoicePdf(options);
  return { ...prepared, pdf: await render() };
}

function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  let entry = cache.get(key);
  if (entry) {
    cache.delete(key); // re-insert: Map order is the recency order
  } else {
    entry = render();
    entry.catch(() => cache.delete(key));
  }
  cache.set(key, entry);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return entry;
}
