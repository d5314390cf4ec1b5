// GET /v1/invoices/{id}: one invoice as JSON or as a PDF.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { withApi } from "@/lib/api/with-api";
import { getInvoiceOrThrow } from "@/lib/invoices/get-invoice-or-throw";
import { prepareInvoicePdf } from "@/lib/invoices/get-invoice-pdf";
import { invoiceEtag } from "@/lib/invoices/invoice-etag";
import { toInvoiceResource } from "@/lib/invoices/invoice-resource";
import { invoiceQuerySchema } from "@/lib/schemas/invoices";
import { invoiceFormatOf, invoiceJsonResponse, invoicePdfResponse } from "../invoice-responses";

export const GET = withApi<{ id: string }, typeof invoiceQuerySchema>(
  async ({ request, params, query, principal, mediaType }) => {
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
  { scope: "read", query: invoiceQuerySchema, produces: ["application/json", "application/pdf"] },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
