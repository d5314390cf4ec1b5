import type { Account, Invoice, InvoiceLine } from "../../platform/db/schema";

// What the invoice PDF shows, apart from the seller. A file of its own so that the renderer and
// its sections both depend on it instead of on each other.

export interface InvoicePdfContent {
  invoice: Pick<
    Invoice,
    "number" | "period" | "issuedAt" | "dueAt" | "status" | "currency" | "taxRateBps" | "subtotal" | "tax" | "total"
  > &
    Partial<Pick<Invoice, "customerVatId" | "customerCountry" | "reverseCharge">>;
  lines: Pick<InvoiceLine, "position" | "description" | "quantity" | "unitAmount" | "amount">[];
  account: Pick<Account, "name" | "billingAddress">;
}
