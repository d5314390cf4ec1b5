import { describe, expect, it } from "vitest";
import { encodeCursor } from "../../platform/pagination/signed-cursor";
import { isAppError } from "../../platform/errors/app-error";
import { auditCursorScope, decodeAuditCursor, encodeAuditCursor } from "./audit-cursor";

const position = { occurredAt: "2026-11-22T09:30:00.123456Z", id: "aud_01jd4y3k6efq9b8c1m2n3p4q5r" };
const scope = auditCursorScope("acc_1", { action: "token.created" });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return isAppError(error, "invalid_cursor") ? "invalid_cursor" : String(error);
  }
  return "accepted";
}

describe("audit cursors", () => {
  it("carry the full-precision position for the same account and filters", () => {
    expect(decodeAuditCursor(encodeAuditCursor(scope, position), auditCursorScope("acc_1", { action: "token.created" }))).toEqual(position);
  });

  it("are refused for another account, other filters, when tampered with or of another format", () => {
    const cursor = encodeAuditCursor(scope, position);
    expect(refusal(() => decodeAuditCursor(cursor, auditCursorScope("acc_2", { action: "token.created" })))).toBe("invalid_cursor");
    expect(refusal(() => decodeAuditCursor(cursor, auditCursorScope("acc_1", {})))).toBe("invalid_cursor");
    expect(refusal(() => decodeAuditCursor(cursor, auditCursorScope("acc_1", { action: "token.created", since: "2026-01-01T00:00:00Z" })))).toBe("invalid_cursor");
    const [payload, mac] = cursor.split(".");
    const forged = Buffer.from(Buffer.from(payload!, "base64url").toString().replace("09:30", "09:31")).toString("base64url");
    expect(refusal(() => decodeAuditCursor(`${forged}.${mac}`, scope))).toBe("invalid_cursor");
    // Validly signed, but a position this list never issues (a millisecond time, a foreign id).
    const stale = encodeCursor(scope, { t: "2026-11-22T09:30:00.123Z", id: position.id });
    expect(refusal(() => decodeAuditCursor(stale, scope))).toBe("invalid_cursor");
    const foreignId = encodeCursor(scope, { t: position.occurredAt, id: "inv_01jd4y3k6efq9b8c1m2n3p4q5r" });
    expect(refusal(() => decodeAuditCursor(foreignId, scope))).toBe("invalid_cursor");
  });
});
