import type { JsonRepresentation } from "../../platform/cache/json-representation";
import { matchesIfNoneMatch, notModifiedResponse } from "./conditional-get";
import { plainResponse } from "./plain-response";

// private: one token's view; no-cache: a client may keep it but revalidates (If-None-Match → 304).
const cachingHeaders = { "Cache-Control": "private, no-cache" };

export interface RepresentationResponseOptions {
  /** Headers of the 200 and the 304 alike (Vary, Link). */
  headers?: Record<string, string>;
  /** Sent as an attachment under this name. */
  attachment?: string;
}

export const contentDisposition = (filename: string, download: boolean) =>
  `${download ? "attachment" : "inline"}; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`;

/**
 * The one 200/304 builder of JSON representations: 200 with the already serialized body, or 304
 * when the client holds this ETag. No work either way.
 */
export function representationResponse(request: Request, representation: JsonRepresentation, options: RepresentationResponseOptions = {}): Response {
  const headers = { ...cachingHeaders, ETag: representation.etag, ...options.headers };
  if (matchesIfNoneMatch(request, representation.etag)) return notModifiedResponse(headers);
  const disposition: Record<string, string> = options.attachment ? { "Content-Disposition": contentDisposition(options.attachment, true) } : {};
  return plainResponse(representation.body, 200, { ...headers, "Content-Type": "application/json", ...disposition });
}
