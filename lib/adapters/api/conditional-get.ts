import { plainResponse } from "./plain-response";

// Conditional GET (RFC 9110 §13.1.2): a client that already holds the current representation
// sends its ETag in If-None-Match and gets a 304 without a body.

/** Opaque part of an entity tag: If-None-Match compares weakly, so `W/"x"` matches `"x"`. */
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether If-None-Match names `etag` (or is `*`), so the answer is 304 Not Modified. */
export function matchesIfNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const wanted = opaqueTag(etag);
  // Entity tags are quoted strings; a comma inside one is allowed, so split only between tags.
  const tags = header.match(/(W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => opaqueTag(tag) === wanted);
}

/**
 * 304 with the validator and caching fields the 200 would have carried (RFC 9110 §15.4.5);
 * the pipeline (lib/adapters/api/middleware/answer-headers.ts) adds the request id and rate-limit headers as on any response.
 */
export function notModifiedResponse(headers: Record<string, string>): Response {
  return plainResponse(null, 304, headers);
}
