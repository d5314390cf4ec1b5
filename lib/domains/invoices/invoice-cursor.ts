import { decodeCursor, encodeCursor, type CursorScope } from "../../platform/pagination/signed-cursor";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";
import type { InvoiceKeyset } from "./list-invoices";

// The opaque cursor of GET /v1/invoices: the keyset of the last invoice of a page, signed for
// the account and the `period` filter, so it only continues the very list it came from.

export interface InvoiceCursorOptions {
  accountId: string;
  period?: string;
}

const scopeOf = ({ accountId, period }: InvoiceCursorOptions): CursorScope => ({ kind: "invoices", accountId, filters: { period } });

export function encodeInvoiceCursor(options: InvoiceCursorOptions, keyset: InvoiceKeyset): string {
  return encodeCursor(scopeOf(options), { issued_at: keyset.issuedAt.toISOString(), id: keyset.id });
}

/** The keyset inside a cursor issued for exactly this list, or invalid_cursor (400). */
export function decodeInvoiceCursor(options: InvoiceCursorOptions, cursor: string): InvoiceKeyset {
  const position = decodeCursor(cursor, scopeOf(options));
  const issuedAt = new Date(position.issued_at ?? "");
  const id = position.id ?? "";
  // Signed by us, so only a change of format could land here; refuse rather than page wrongly.
  if (Number.isNaN(issuedAt.getTime()) || !isIdOf("inv", id)) {
    throw new AppError("invalid_cursor", "The cursor is not valid for this list. Start again without a cursor.");
  }
  return { issuedAt, id };
}
