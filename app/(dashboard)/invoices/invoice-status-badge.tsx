import { Badge, type BadgeTone } from "@/components/ui/badge";
import { invoiceDisplayStatus, invoiceStatusLabel, type InvoiceDisplayStatus, type InvoiceStatusFacts } from "@/lib/domains/invoices/invoice-display-status";

const tones: Record<InvoiceDisplayStatus, BadgeTone> = { open: "info", overdue: "danger", paid: "success", void: "neutral" };

/** The invoice's status as of now: an open invoice past its due date reads "Overdue". */
export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceStatusFacts }) {
  return <Badge tone={tones[invoiceDisplayStatus(invoice)]}>{invoiceStatusLabel(invoice)}</Badge>;
}
