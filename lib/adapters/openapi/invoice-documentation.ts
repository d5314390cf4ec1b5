import { z } from "zod";
import type { ZodOpenApiResponseObject } from "zod-openapi";
import { invoicePdfSchema } from "../../platform/schemas/invoices";
import { problemSchema } from "../../platform/schemas/problem";
import { rateLimitHeadersSchema } from "./responses";

// Documentation pieces the two invoice operations share (lib/adapters/api/operations/*-invoice*.ts).

export const exampleInvoice = {
  id: "inv_01jd4y3k6efq9b8c1m2n3p4q5r",
  number: "ACME-000012",
  period: "2026-10",
  issued_at: "2026-11-01T00:00:00.000Z",
  due_at: "2026-12-01T00:00:00.000Z",
  status: "open",
  currency: "EUR",
  tax_rate_bps: 2000,
  customer: { country: "DE", vat_id: "DE136695976", tax_treatment: "standard" },
  subtotal: 39800,
  tax: 7960,
  total: 47760,
  lines: [
    { description: "CRM — October 2026", module_id: "mod_01jd4y3k6efq9b8c1m2n3p4q5r", quantity: 1, unit_amount: 9900, amount: 9900 },
    { description: "HR & Payroll — October 2026", module_id: "mod_01jd4y3k6efq9b8c1m2n3p4q5s", quantity: 2, unit_amount: 14950, amount: 29900 },
  ],
};

export const negotiation = `**JSON or PDF.** JSON by default; send \`Accept: application/pdf\`, or add \`format=pdf\` (for plain links), to get the PDF. \`format\` wins over \`Accept\` when both are given, but \`Accept\` must still admit JSON or PDF, or the answer is 406. The PDF is text-searchable, and the same invoice always gives the same bytes.

**Caching.** Every 200 carries a strong \`ETag\` (one per representation) and \`Cache-Control: private, no-cache\`; send it back in \`If-None-Match\` to get a 304 with no body when nothing changed. \`Vary: Accept\`.

**Saving.** The PDF comes with \`Content-Disposition: inline; filename="invoice-<number>.pdf"\`; \`download=1\` makes it \`attachment\` (and gives JSON an attachment name too).`;

const headerField = (description: string, example: string, pattern: RegExp, maxLength: number) =>
  z.string().max(maxLength).regex(pattern).meta({ description, example });

const etag = headerField("Strong validator of this representation; send it in `If-None-Match`.", '"pdf-9sJ3kQ0bT1vYxE7mZl2aR5uWc8dN4hGf"', /^"[A-Za-z0-9_-]{1,64}"$/, 66);
const cacheControl = z.literal("private, no-cache").meta({ description: "Only the client may keep a copy, and it revalidates it each time.", example: "private, no-cache" });
const vary = z.literal("Accept").meta({ description: "The representation depends on `Accept`.", example: "Accept" });
const disposition = headerField(
  'For the PDF: `inline; filename="invoice-<number>.pdf"`, or `attachment` with `download=1`. For JSON: only with `download=1`.',
  'inline; filename="invoice-ACME-000012.pdf"',
  /^(inline|attachment); filename="[A-Za-z0-9._-]+"$/,
  200,
).optional();
export const link = headerField('RFC 8288 link to the next page: `<…>; rel="next"`. Absent on the last page.', '</v1/invoices?cursor=eyJ2IjoxfQ.c2ln>; rel="next"', /^<[^>]+>; rel="next"$/, 1024).optional();

export const representationHeaders = z.object({ ETag: etag, "Cache-Control": cacheControl, Vary: vary, "Content-Disposition": disposition });


export const pdfAlternative = { "application/pdf": { schema: invoicePdfSchema, example: "%PDF-1.3\n%…binary…" } };

export const notModified: ZodOpenApiResponseObject = {
  id: "InvoiceNotModified",
  description: "Not modified: the `ETag` in `If-None-Match` is current. No body.",
  headers: rateLimitHeadersSchema.extend({ ETag: etag, "Cache-Control": cacheControl, Vary: vary }),
};

export const listBadRequest: ZodOpenApiResponseObject = {
  id: "InvoiceListProblem400",
  description: "A PDF was asked for but several invoices match (give `period`, or use `GET /v1/invoices/{id}`), or the cursor is invalid.",
  headers: rateLimitHeadersSchema,
  content: {
    "application/problem+json": {
      schema: problemSchema,
      example: {
        type: "https://integrations.example/docs/errors#several_invoices_match",
        title: "Several invoices match",
        status: 400,
        detail:
          "A PDF holds one invoice, but this request matches several. Pick one: add `period=YYYY-MM` (e.g. `/v1/invoices?period=2026-10&format=pdf` for the newest), or use `GET /v1/invoices/{id}`.",
        code: "several_invoices_match",
        request_id: "req_8Zl1qk0b0dT3vYxE",
        errors: [{ pointer: "#/query/period", detail: "Give the billing month of the invoice you want as a PDF." }],
      },
    },
  },
};
