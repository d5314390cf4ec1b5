// GET /v1/invoices: a page of the account's invoices as JSON, or one month's invoice as a PDF.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { nextLinkHeader } from "@/lib/api/next-link";
import { withApi } from "@/lib/api/with-api";
import { prepareInvoicePdf } from "@/lib/invoices/get-invoice-pdf";
import { decodeInvoiceCursor, encodeInvoiceCursor } from "@/lib/invoices/invoice-cursor";
import { toInvoiceResource } from "@/lib/invoices/invoice-resource";
import { listInvoices } from "@/lib/invoices/list-invoices";
import { invoiceListQuerySchema } from "@/lib/schemas/invoices";
import { invoiceFormatOf, invoiceJsonResponse, invoicePdfResponse } from "./invoice-responses";
import { singleInvoiceForPdf } from "./single-invoice-for-pdf";

export const GET = withApi(
  async ({ request, query, principal, mediaType }) => {
    const { accountId } = principal;
    const { period } = query;
    const download = query.download === "1";
    if (invoiceFormatOf(mediaType, query.format) === "pdf") {
      const { invoice } = await singleInvoiceForPdf({ request, accountId, period });
      return invoicePdfResponse(request, await prepareInvoicePdf({ accountId, invoiceId: invoice.id }), download);
    }
    const after = query.cursor ? decodeInvoiceCursor({ accountId, period }, query.cursor) : undefined;
    const page = await listInvoices({ accountId, limit: query.limit, period, after });
    const nextCursor = page.nextAfter ? encodeInvoiceCursor({ accountId, period }, page.nextAfter) : null;
    return invoiceJsonResponse(request, {
      body: { data: page.invoices.map(toInvoiceResource), next_cursor: nextCursor, has_more: page.hasMore },
      attachment: download ? (period ? `invoices-${period}.json` : "invoices.json") : undefined,
      headers: nextLinkHeader(request, nextCursor),
    });
  },
  { scope: "read", query: invoiceListQuerySchema, produces: ["application/json", "application/pdf"] },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
