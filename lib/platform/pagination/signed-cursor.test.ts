import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./signed-cursor";
import { refusedAsInvalidCursor } from "./testing/refused-as-invalid-cursor";

const scope = { kind: "audit", accountId: "acc_1", filters: { action: "token.created", since: undefined } };
const position = { t: "2026-11-22 09:30:00.123456+00", i: "aud_01jd4y3k6efq9b8c1m2n3p4q5r" };

const refused = refusedAsInvalidCursor;

describe("pagination cursors", () => {
  it("round-trip their position for the same list, account and filters", () => {
    expect(decodeCursor(encodeCursor(scope, position), scope)).toEqual(position);
    // Unset filters do not change the scope.
    expect(decodeCursor(encodeCursor(scope, position), { ...scope, filters: { action: "token.created" } })).toEqual(position);
  });

  it("are refused when tampered with, foreign, or for other filters or another list", () => {
    const cursor = encodeCursor(scope, position);
    const [payload, mac] = cursor.split(".");
    const forged = Buffer.from(JSON.stringify({ v: 1, k: "audit", p: { ...position, i: "aud_0" } })).toString("base64url");
    expect(refused(() => decodeCursor(`${forged}.${mac}`, scope))).toBe(true);
    expect(refused(() => decodeCursor(`${payload}.${mac!.slice(0, -2)}AA`, scope))).toBe(true);
    expect(refused(() => decodeCursor(cursor, { ...scope, accountId: "acc_2" }))).toBe(true);
    expect(refused(() => decodeCursor(cursor, { ...scope, filters: { action: "token.revoked" } }))).toBe(true);
    expect(refused(() => decodeCursor(cursor, { ...scope, kind: "invoices" }))).toBe(true);
    expect(refused(() => decodeCursor("not-a-cursor", scope))).toBe(true);
    expect(refused(() => decodeCursor("", scope))).toBe(true);
  });
});
