import { createHash } from "node:crypto";

/** A serialized JSON body with its strong ETag: what a cached read answers with, or a 304. */
export interface JsonRepresentation {
  body: string;
  etag: string;
}

export function jsonRepresentationOf(value: unknown): JsonRepresentation {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}
