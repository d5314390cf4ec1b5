import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestamptz } from "./columns";
import { modules } from "./modules";
import { invoiceStatuses, type InvoiceStatus } from "../../schemas/vocabulary";

export const invoiceStatus = pgEnum("invoice_status", invoiceStatuses);
export type { InvoiceStatus };

/** A monthly invoice. Amounts are integer minor units, computed once at issue and stored. */
export const invoices = pgTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** Human number, gapless per account: `ACME-000012`. */
    number: text("number").notNull(),
    /** Sequence behind `number`, per account, starting at 1. */
    sequence: integer("sequence").notNull(),
    /** Billing month, `YYYY-MM`. */
    period: text("period").notNull(),
    issuedAt: timestamptz("issued_at").notNull(),
    dueAt: timestamptz("due_at").notNull(),
    status: invoiceStatus("status").notNull().default("open"),
    currency: text("currency").notNull(),
    taxRateBps: integer("tax_rate_bps").notNull(),
    /** The customer's company name and postal address as they were at issue. */
    customerName: text("customer_name"),
    customerAddress: text("customer_address").array(),
    /** The customer's country and VAT id as they were at issue (an invoice never changes afterwards). */
    customerCountry: text("customer_country"),
    customerVatId: text("customer_vat_id"),
    /** EU B2B across borders with a VAT id: 0 % here, the customer accounts for the VAT. */
    reverseCharge: boolean("reverse_charge").notNull().default(false),
    subtotal: integer("subtotal").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invoices_account_period_unique").on(table.accountId, table.period),
    uniqueIndex("invoices_account_sequence_unique").on(table.accountId, table.sequence),
    index("invoices_account_issued_idx").on(table.accountId, table.issuedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id").notNull().references(() => invoices.id, { onDelete: "cascade" }),
    /** Order of the line on the invoice. */
    position: integer("position").notNull(),
    description: text("description").notNull(),
    moduleId: text("module_id").references(() => modules.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    unitAmount: integer("unit_amount").notNull(),
    amount: integer("amount").notNull(),
  },
  (table) => [uniqueIndex("invoice_lines_invoice_position_unique").on(table.invoiceId, table.position)],
);

export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = typeof invoiceLines.$inferInsert;
