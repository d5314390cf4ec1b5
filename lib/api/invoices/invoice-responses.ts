import { createHash } from "node:crypto";
import type { PreparedInvoicePdf } from "../../invoices/get-invoice-pdf";
import { matchesIfNoneMatch, notModifiedResponse } from "../conditional-get";

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

export const contentDisposition = (filename: string, download: boolean) =>
  `${download ? "attachment" : "inline"}; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`;

export interface JsonRepresentation {
  body: unknown;
  /** Strong ETag of the body; a hash of the serialized body when omitted. */
  etag?: string;
  /** Sent as an attachment under this name (`download=1`). */
  attachment?: string;
  headers?: Record<string, string>;
}

export function invoiceJsonResponse(request: Request, representation: JsonRepresentation): Response {
  const text = JSON.stringify(representation.body);
  const etag = representation.etag ?? `"list-${createHash("sha256").update(text).digest("base64url").slice(0, 32)}"`;
  const headers = { ...cachingHeaders, ETag: etag, ...representation.headers };
  if (matchesIfNoneMatch(request, etag)) return notModifiedResponse(headers);
  const response = new Response(text, { status: 200, headers: { ...headers, "Content-Type": "application/json" } });
  if (representation.attachment) response.headers.set("Content-Disposition", contentDisposition(representation.attachment, true));
  return response;
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
