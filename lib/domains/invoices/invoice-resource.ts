import type { InvoiceStatus } from "../../platform/db/schema";
import type { InvoiceWithLines } from "./invoice-with-lines";

/** An invoice as the v1 API returns it. Amounts are integer minor units of `currency`. */
export interface InvoiceResource {
  id: string;
  number: string;
  period: string;
  issued_at: string;
  due_at: string;
  status: InvoiceStatus;
  currency: string;
  tax_rate_bps: number;
  customer: InvoiceCustomerResource;
  subtotal: number;
  tax: number;
  total: number;
  lines: InvoiceLineResource[];
}

/** Who the invoice was issued to, as it stood at issue. */
interface InvoiceCustomerResource {
  country: string | null;
  vat_id: string | null;
  tax_treatment: "standard" | "reverse_charge";
}

interface InvoiceLineResource {
  description: string;
  module_id: string | null;
  quantity: number;
  unit_amount: number;
  amount: number;
}

export function toInvoiceResource({ invoice, lines }: InvoiceWithLines): InvoiceResource {
  return {
    id: invoice.id,
    number: invoice.number,
    period: invoice.period,
    issued_at: invoice.issuedAt.toISOString(),
    due_at: invoice.dueAt.toISOString(),
    status: invoice.status,
    currency: invoice.currency,
    tax_rate_bps: invoice.taxRateBps,
    customer: {
      country: invoice.customerCountry,
      vat_id: invoice.customerVatId,
      tax_treatment: invoice.reverseCharge ? "reverse_charge" : "standard",
    },
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        description: line.description,
        module_id: line.moduleId,
        quantity: line.quantity,
        unit_amount: line.unitAmount,
        amount: line.amount,
      })),
  };
}
