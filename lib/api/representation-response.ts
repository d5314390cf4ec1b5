import type { JsonRepresentation } from "../cache/json-representation";
import { matchesIfNoneMatch, notModifiedResponse } from "./conditional-get";

// private: one token's view; no-cache: a client may keep it but revalidates (If-None-Match → 304).
const cachingHeaders = { "Cache-Control": "private, no-cache" };

/** 200 with the already serialized body, or 304 when the client holds this ETag: no work either way. */
export function representationResponse(request: Request, representation: JsonRepresentation): Response {
  const headers = { ...cachingHeaders, ETag: representation.etag };
  if (matchesIfNoneMatch(request, representation.etag)) return notModifiedResponse(headers);
  return new Response(representation.body, { status: 200, headers: { ...headers, "Content-Type": "application/json" } });
}
