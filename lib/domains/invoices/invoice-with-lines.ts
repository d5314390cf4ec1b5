import type { Invoice, InvoiceLine } from "../../platform/db/schema";

/** An invoice and its lines in position order: what every invoice read returns. */
export interface InvoiceWithLines {
  invoice: Invoice;
  lines: InvoiceLine[];
}
