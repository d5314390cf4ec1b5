import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "../crypto/auth-secret";
import { AppError } from "../errors/app-error";

// Opaque, tamper-evident pagination cursors, shared by every cursor-paged list (audit journal,
// invoices, webhook deliveries), so they live beside no single domain and outside the adapter.
// A cursor carries the keyset position of the last item of a page, and is signed together with
// the list it belongs to (`kind`), the account and the filters, so a changed, foreign or stale
// cursor is refused (invalid_cursor → 400) rather than silently paging something else.
//   base64url(JSON {v, k, p}) "." base64url(HMAC-SHA256(payload | account | filters))

const VERSION = 1;

export interface CursorScope {
  /** Which list: `audit`, `invoices`, `deliveries:wh_…`. */
  kind: string;
  accountId: string;
  /** The filters of the request; a cursor only continues the same query. */
  filters: Record<string, unknown>;
}

/** Keyset position: full-precision values as strings (timestamps as PostgreSQL text, ids). */
export type CursorPosition = Record<string, string>;

let key: Buffer | undefined;
const signingKey = () => (key ??= Buffer.from(hkdfSync("sha256", getAuthSecret(), "", "pagination-cursor-v1", 32)));

function canonical(filters: Record<string, unknown>): string {
  const defined = Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== "");
  return JSON.stringify(defined.sort(([a], [b]) => a.localeCompare(b)));
}

function signature(payload: string, scope: CursorScope): Buffer {
  return createHmac("sha256", signingKey()).update(`${payload}|${scope.accountId}|${canonical(scope.filters)}`).digest();
}

export function encodeCursor(scope: CursorScope, position: CursorPosition): string {
  const payload = Buffer.from(JSON.stringify({ v: VERSION, k: scope.kind, p: position })).toString("base64url");
  return `${payload}.${signature(payload, scope).toString("base64url")}`;
}

const invalid = () =>
  new AppError("invalid_cursor", "The cursor is not valid for this list: it was changed, belongs to another list or filters, or is outdated. Start again without a cursor.");

/** The position inside `cursor`, or invalid_cursor when it was not issued for exactly this scope. */
export function decodeCursor(cursor: string, scope: CursorScope): CursorPosition {
  const [payload, mac] = cursor.split(".");
  if (!payload || !mac || cursor.split(".").length !== 2) throw invalid();
  const given = Buffer.from(mac, "base64url");
  const expected = signature(payload, scope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let parsed: { v?: unknown; k?: unknown; p?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (parsed.v !== VERSION || parsed.k !== scope.kind || typeof parsed.p !== "object" || parsed.p === null) throw invalid();
  return parsed.p as CursorPosition;
}
