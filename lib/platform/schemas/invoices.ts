import { z } from "zod";
import { pageMetaShape, pageQuerySchema, timestampSchema, typeIdSchema } from "./common";
import { invoiceStatuses } from "./vocabulary";

// The invoices resource: what GET /v1/invoices and GET /v1/invoices/{id} accept and return.

const INT32_MAX = 2_147_483_647;

const minorUnits = (description: string, example: number) =>
  z.number().int().min(0).max(INT32_MAX).meta({ description: `${description} In minor units of \`currency\`.`, example, format: "int32" });

const billingPeriodSchema = z
  .string()
  .max(7)
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/)
  .meta({ description: "A billing month, `YYYY-MM` (UTC).", example: "2026-10" });

const invoiceStatusSchema = z
  .enum(invoiceStatuses)
  .meta({ id: "InvoiceStatus", description: "`open` (awaiting payment), `paid`, or `void` (cancelled, nothing owed)." });

const invoiceLineSchema = z
  .object({
    description: z.string().min(1).max(500).regex(/^[^\u0000-\u001f]+$/).meta({ description: "What is billed, as printed on the invoice.", example: "CRM — October 2026" }),
    module_id: typeIdSchema("mod", "The module billed on this line; null when the line is not for a module or the module was removed.").nullable(),
    quantity: z.number().int().min(0).max(INT32_MAX).meta({ description: "Units billed.", example: 1, format: "int32" }),
    unit_amount: minorUnits("Price of one unit.", 9900),
    amount: minorUnits("`quantity` × `unit_amount`.", 9900),
  })
  .meta({ id: "InvoiceLine", description: "One line of an invoice." });

const invoiceCustomerSchema = z
  .object({
    country: z
      .string()
      .length(2)
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .meta({ description: "ISO 3166-1 alpha-2 country of the billing address at issue; null when none was given.", example: "FR" }),
    vat_id: z
      .string()
      .max(20)
      .regex(/^[A-Z0-9]{2,20}$/)
      .nullable()
      .meta({ description: "The customer's VAT id at issue, as printed on the invoice; null when none was given.", example: "FR40303265045" }),
    tax_treatment: z.enum(["standard", "reverse_charge"]).meta({
      description: "`reverse_charge`: an EU business in another member state with a VAT id; 0 % VAT here, the customer accounts for it. Otherwise `standard`.",
      example: "reverse_charge",
    }),
  })
  .meta({ id: "InvoiceCustomer", description: "Who the invoice was issued to, as it stood at issue: the invoice never changes afterwards." });

export const invoiceSchema = z
  .object({
    id: typeIdSchema("inv", "The invoice's id."),
    number: z
      .string()
      .max(80)
      .regex(/^[A-Z0-9][A-Z0-9-]*-[0-9]{6,}$/)
      .meta({ description: "The invoice number, gapless per account.", example: "ACME-000012" }),
    period: billingPeriodSchema.meta({ description: "The billing month this invoice covers, `YYYY-MM`." }),
    issued_at: timestampSchema.meta({ description: "When the invoice was issued." }),
    due_at: timestampSchema.meta({ description: "When payment is due." }),
    status: invoiceStatusSchema,
    currency: z.string().length(3).regex(/^[A-Z]{3}$/).meta({ description: "ISO 4217 currency of every amount.", example: "EUR" }),
    tax_rate_bps: z
      .number()
      .int()
      .min(0)
      .max(10_000)
      .meta({ description: "Tax rate applied to the subtotal, in basis points (2000 = 20 %).", example: 2000, format: "int32" }),
    customer: invoiceCustomerSchema,
    subtotal: minorUnits("Sum of the lines' amounts.", 39800),
    tax: minorUnits("Tax on the subtotal.", 7960),
    total: minorUnits("`subtotal` + `tax`: the amount due.", 47760),
    lines: z.array(invoiceLineSchema).max(1000).meta({ description: "Every line, in the order printed." }),
  })
  .meta({ id: "Invoice", description: "A monthly invoice. Amounts are integers in minor units of `currency`, computed once at issue." });

export const invoiceListSchema = z
  .object({ data: z.array(invoiceSchema).max(200).meta({ description: "Invoices, newest first." }), ...pageMetaShape })
  .meta({ id: "InvoiceList", description: "A page of invoices, newest first." });

/** The PDF representation (OpenAPI `type: string, format: binary`). */
export const invoicePdfSchema = z
  .string()
  .max(20_000_000)
  .meta({ description: "The invoice as a text-searchable PDF document.", format: "binary" });

const formatSchema = z
  .enum(["json", "pdf"])
  .optional()
  .meta({
    description:
      "The representation, for plain links. Wins over `Accept` when both are given (the `Accept` header must still admit JSON or PDF, or the answer is 406).",
    example: "pdf",
  });

const downloadSchema = z
  .enum(["0", "1"])
  .optional()
  .meta({ description: "`1`: `Content-Disposition: attachment` so browsers save the file; default `inline`.", example: "1" });

export const invoiceListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  period: billingPeriodSchema.optional().meta({ description: "Only the invoice of this billing month, `YYYY-MM`." }),
  format: formatSchema,
  download: downloadSchema,
});

export const invoiceQuerySchema = z.strictObject({ format: formatSchema, download: downloadSchema });

export const invoiceIdParamsSchema = z.object({
  id: typeIdSchema("inv", "The invoice's id.").meta({ param: { description: "The invoice's id (`inv_…`)." } }),
});

