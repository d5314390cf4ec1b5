import { decodeCursor, encodeCursor, type CursorScope } from "../../platform/pagination/signed-cursor";
import { AppError } from "../../platform/errors/app-error";
import type { AuditPosition } from "./list-audit-entries";

// The audit journal's cursors: a keyset position signed with the account and the filters
// (lib/platform/pagination/signed-cursor.ts), so a cursor continues exactly the list it came from.

/** The filters as the API names them; the same values must come back with the cursor. */
export interface AuditCursorFilters {
  action?: string;
  actor_id?: string;
  actor_type?: string;
  resource_id?: string;
  since?: string;
  until?: string;
}

const POSITION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ENTRY_ID = /^aud_[0-7][0-9a-hjkmnp-tv-z]{25}$/;

export const auditCursorScope = (accountId: string, filters: AuditCursorFilters): CursorScope => ({
  kind: "audit",
  accountId,
  filters: { ...filters },
});

export function encodeAuditCursor(scope: CursorScope, position: AuditPosition): string {
  return encodeCursor(scope, { t: position.occurredAt, id: position.id });
}

/** The position in a cursor issued for this scope; invalid_cursor otherwise, or when its content is of another format. */
export function decodeAuditCursor(cursor: string, scope: CursorScope): AuditPosition {
  const { t, id } = decodeCursor(cursor, scope);
  if (typeof t !== "string" || !POSITION_TIME.test(t) || typeof id !== "string" || !ENTRY_ID.test(id)) {
    throw new AppError("invalid_cursor", "The cursor is not valid for this list: it is of an outdated format. Start again without a cursor.");
  }
  return { occurredAt: t, id };
}
