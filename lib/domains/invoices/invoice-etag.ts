import { createHash } from "node:crypto";
import type { InvoiceResource } from "./invoice-resource";

export type InvoiceRepresentation = "json" | "pdf";

/**
 * A strong ETag for one representation of an invoice: a hash of its resource JSON, the kind,
 * and for the PDF anything else printed on it (`printed`: customer block, seller, layout
 * version). Rendering is deterministic, so equal inputs mean byte-identical bodies.
 */
export function invoiceEtag(resource: InvoiceResource, kind: InvoiceRepresentation, printed?: unknown): string {
  const hash = createHash("sha256")
    .update(kind)
    .update("\n")
    .update(JSON.stringify(resource))
    .update("\n")
    .update(printed === undefined ? "" : JSON.stringify(printed))
    .digest("base64url");
  return `"${kind}-${hash.slice(0, 32)}"`;
}
