import { createHash } from "node:crypto";

/** A serialized JSON body with its strong ETag: what a cached read answers with, or a 304. */
export interface JsonRepresentation {
  body: string;
  etag: string;
}

/** `kind` names the representation in the tag (`"modules-…"`), as the invoices' `"pdf-…"` do. */
export function jsonRepresentationOf(kind: string, value: unknown): JsonRepresentation {
  const body = JSON.stringify(value);
  return { body, etag: `"${kind}-${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}
