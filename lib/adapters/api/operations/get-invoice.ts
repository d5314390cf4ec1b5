// GET /v1/invoices/{id}: one invoice as JSON or as a PDF.
import { getInvoiceOrThrow } from "../../../domains/invoices/get-invoice-or-throw";
import { prepareInvoicePdf } from "../../../domains/invoices/get-invoice-pdf";
import { invoiceEtag } from "../../../domains/invoices/invoice-etag";
import { toInvoiceResource } from "../../../domains/invoices/invoice-resource";
import { ifNoneMatchHeader, withResponses } from "../../openapi/conditional-get-documentation";
import { exampleInvoice, negotiation, notModified, pdfAlternative, representationHeaders } from "../../openapi/invoice-documentation";
import { invoiceIdParamsSchema, invoiceQuerySchema, invoiceSchema } from "../../../platform/schemas/invoices";
import { invoiceFormatOf, invoiceJsonResponse, invoicePdfResponse } from "../invoices/invoice-responses";
import { defineOperation } from "../operation";

export const getInvoice = defineOperation({
  method: "get",
  path: "/v1/invoices/{id}",
  operationId: "getInvoice",
  summary: "Get an invoice as JSON or PDF",
  description: `One invoice of the account with all its lines, or the same invoice as a PDF. Another account's invoice, like a malformed id, is a 404.

${negotiation}`,
  tags: ["Invoices"],
  scope: "read",
  params: invoiceIdParamsSchema,
  query: invoiceQuerySchema,
  headers: ifNoneMatchHeader(`"pdf-9sJ3kQ0bT1vYxE7mZl2aR5uWc8dN4hGf"`),
  produces: ["application/json", "application/pdf"],
  success: {
    status: 200,
    description: "The invoice (JSON or PDF).",
    schema: invoiceSchema,
    example: exampleInvoice,
    alternatives: pdfAlternative,
    headers: representationHeaders,
  },
  errors: [404],
  refineDocument: withResponses({ 304: notModified }),
  handler: async ({ request, params, query, principal, mediaType }) => {
    const target = { accountId: principal.accountId, invoiceId: params.id };
    const download = query.download === "1";
    if (invoiceFormatOf(mediaType, query.format) === "pdf") {
      return invoicePdfResponse(request, await prepareInvoicePdf(target), download);
    }
    const invoice = toInvoiceResource(await getInvoiceOrThrow(target));
    return invoiceJsonResponse(request, {
      body: invoice,
      etag: invoiceEtag(invoice, "json"),
      attachment: download ? `invoice-${invoice.number}.json` : undefined,
    });
  },
});
