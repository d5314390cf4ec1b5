import { createHash } from "node:crypto";

/** A serialized JSON body with its strong ETag: what a cached read answers with, or a 304. */
export interface JsonRepresentation {
  body: string;
  etag: string;
}

/**
 * The one ETag recipe of the JSON representations: a hash of the serialized body, named by
 * `kind` (`"modules-…"`, `"list-…"`), as the invoices' `"pdf-…"` tags are.
 */
export function jsonRepresentationOf(kind: string, value: unknown): JsonRepresentation {
  const body = JSON.stringify(value);
  return { body, etag: `"${kind}-${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
}
