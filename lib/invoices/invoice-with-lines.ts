import type { Invoice, InvoiceLine } from "../db/schema";

/** An invoice and its lines in position order: what every invoice read returns. */
export interface InvoiceWithLines {
  invoice: Invoice;
  lines: InvoiceLine[];
}
