import { AppError } from "../../platform/errors/app-error";
import { decodeCursor, encodeCursor, type CursorScope } from "../../platform/pagination/signed-cursor";
import type { RequestLogPosition } from "./list-requests";

// The request log's cursors: a keyset position signed with the account and the filters, as the
// audit journal's are (lib/platform/pagination/signed-cursor.ts).

const POSITION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const requestLogCursorScope = (accountId: string, filters: Record<string, string | undefined>): CursorScope => ({
  kind: "requests",
  accountId,
  filters: { ...filters },
});

export const encodeRequestLogCursor = (scope: CursorScope, position: RequestLogPosition): string =>
  encodeCursor(scope, { t: position.occurredAt, id: position.requestId });

export function decodeRequestLogCursor(cursor: string, scope: CursorScope): RequestLogPosition {
  const { t, id } = decodeCursor(cursor, scope);
  if (typeof t !== "string" || !POSITION_TIME.test(t) || typeof id !== "string" || !REQUEST_ID.test(id)) {
    throw new AppError("invalid_cursor", "The cursor is not valid for this list: it is of an outdated format. Start again without a cursor.");
  }
  return { occurredAt: t, requestId: id };
}
