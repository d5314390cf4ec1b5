// What an invoice's state means to the customer today. The stored status says open, paid or
// void; an open invoice past its due date is overdue, and every page says so the same way.

export type InvoiceDisplayStatus = "open" | "overdue" | "paid" | "void";

export interface InvoiceStatusFacts {
  status: "open" | "paid" | "void";
  /** The due date: a Date from the database or an RFC 3339 string from the API. */
  dueAt: Date | string;
}

export function invoiceDisplayStatus({ status, dueAt }: InvoiceStatusFacts, now: Date = new Date()): InvoiceDisplayStatus {
  return status === "open" && new Date(dueAt).getTime() < now.getTime() ? "overdue" : status;
}

const labels: Record<InvoiceDisplayStatus, string> = { open: "Open", overdue: "Overdue", paid: "Paid", void: "Void" };

/** "Open", "Overdue", "Paid" or "Void": the one wording of the list, the invoice page and the overview. */
export function invoiceStatusLabel(invoice: InvoiceStatusFacts, now: Date = new Date()): string {
  return labels[invoiceDisplayStatus(invoice, now)];
}
