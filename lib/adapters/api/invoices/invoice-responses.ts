import { jsonRepresentationOf } from "../../../platform/cache/json-representation";
import type { PreparedInvoicePdf } from "../../../domains/invoices/get-invoice-pdf";
import { matchesIfNoneMatch, notModifiedResponse } from "../conditional-get";
import { contentDisposition, representationResponse } from "../representation-response";

// The two representations of invoices (JSON and PDF), shared by GET /v1/invoices and
// GET /v1/invoices/{id}: choice, caching headers, ETag and 304, Content-Disposition.

export type InvoiceFormat = "json" | "pdf";

/** `format` (for plain links) wins over the media type negotiated from Accept. */
export function invoiceFormatOf(mediaType: string, format: InvoiceFormat | undefined): InvoiceFormat {
  return format ?? (mediaType === "application/pdf" ? "pdf" : "json");
}

// Private: a token's invoices are not for shared caches. no-cache: a client may keep a copy but
// revalidates it each time (If-None-Match → 304), so a status change is never missed.
// Vary: the same URL answers JSON or PDF by Accept.
const cachingHeaders = { "Cache-Control": "private, no-cache", Vary: "Accept" };

export { contentDisposition };

/** An invoice or a page of them as JSON: the ETag is the JSON representations' own, unless one is given. */
export interface InvoiceJsonAnswer {
  body: unknown;
  etag?: string;
  /** Sent as an attachment under this name (`download=1`). */
  attachment?: string;
  headers?: Record<string, string>;
}

export function invoiceJsonResponse(request: Request, answer: InvoiceJsonAnswer): Response {
  const representation = jsonRepresentationOf("list", answer.body);
  if (answer.etag) representation.etag = answer.etag;
  return representationResponse(request, representation, { headers: { Vary: cachingHeaders.Vary, ...answer.headers }, attachment: answer.attachment });
}

/** The PDF, rendered only when the client does not already hold these exact bytes. */
export async function invoicePdfResponse(request: Request, prepared: PreparedInvoicePdf, download: boolean): Promise<Response> {
  const headers = { ...cachingHeaders, ETag: prepared.etag };
  if (matchesIfNoneMatch(request, prepared.etag)) return notModifiedResponse(headers);
  const pdf = await prepared.render();
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": contentDisposition(prepared.filename, download),
    },
  });
}
