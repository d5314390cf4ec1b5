// GET /v1/invoices: a page of the account's invoices as JSON, or one month's invoice as a PDF.
import { prepareInvoicePdf } from "../../../domains/invoices/get-invoice-pdf";
import { decodeInvoiceCursor, encodeInvoiceCursor } from "../../../domains/invoices/invoice-cursor";
import { toInvoiceResource } from "../../../domains/invoices/invoice-resource";
import { listInvoices as listAccountInvoices } from "../../../domains/invoices/list-invoices";
import { ifNoneMatchHeader, withResponses } from "../../openapi/conditional-get-documentation";
import {
  exampleInvoice,
  link,
  listBadRequest,
  negotiation,
  notModified,
  pdfAlternative,
  representationHeaders,
} from "../../openapi/invoice-documentation";
import { invoiceListQuerySchema, invoiceListSchema } from "../../../platform/schemas/invoices";
import { invoiceFormatOf, invoiceJsonResponse, invoicePdfResponse } from "../invoices/invoice-responses";
import { singleInvoiceForPdf } from "../invoices/single-invoice-for-pdf";
import { nextLinkHeader } from "../next-link";
import { defineOperation } from "../operation";

export const listInvoices = defineOperation({
  method: "get",
  path: "/v1/invoices",
  operationId: "listInvoices",
  summary: "List invoices, or get one month's invoice as a PDF",
  description: `The account's monthly invoices, newest first, cursor-paged (\`limit\` 1–200, default 50; pass \`next_cursor\` back as \`cursor\`, or follow \`Link: rel="next"\`). \`period=YYYY-MM\` keeps the invoice of that month.

As a PDF the request must match exactly one invoice, so give \`period\` (\`/v1/invoices?period=2026-10&format=pdf\`): no match is a 404, several matches a 400 \`several_invoices_match\` that says how to pick one. \`cursor\` and \`limit\` page the JSON list and are refused (422) with a PDF.

${negotiation}`,
  tags: ["Invoices"],
  scope: "read",
  query: invoiceListQuerySchema,
  headers: ifNoneMatchHeader(`"list-Tn4bR8wK1mZ6xQ3vJ9cL2pF7hD5sG0aY"`),
  produces: ["application/json", "application/pdf"],
  success: {
    status: 200,
    description: "A page of invoices (JSON), or the one matching invoice (PDF).",
    schema: invoiceListSchema,
    example: { data: [exampleInvoice], next_cursor: null, has_more: false },
    alternatives: pdfAlternative,
    headers: representationHeaders.extend({ Link: link }),
  },
  errors: [404],
  refineDocument: withResponses({ 304: notModified, 400: listBadRequest }),
  handler: async ({ request, query, principal, mediaType }) => {
    const { accountId } = principal;
    const { period } = query;
    const download = query.download === "1";
    if (invoiceFormatOf(mediaType, query.format) === "pdf") {
      const { invoice } = await singleInvoiceForPdf({ request, accountId, period });
      return invoicePdfResponse(request, await prepareInvoicePdf({ accountId, invoiceId: invoice.id }), download);
    }
    const after = query.cursor ? decodeInvoiceCursor({ accountId, period }, query.cursor) : undefined;
    const page = await listAccountInvoices({ accountId, limit: query.limit, period, after });
    const nextCursor = page.nextAfter ? encodeInvoiceCursor({ accountId, period }, page.nextAfter) : null;
    return invoiceJsonResponse(request, {
      body: { data: page.invoices.map(toInvoiceResource), next_cursor: nextCursor, has_more: page.hasMore },
      attachment: download ? (period ? `invoices-${period}.json` : "invoices.json") : undefined,
      headers: nextLinkHeader(request, nextCursor),
    });
  },
});
