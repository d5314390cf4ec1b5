import { describe, expect, it } from "vitest";
import { newId } from "../../platform/ids";
import { decodeInvoiceCursor, encodeInvoiceCursor } from "./invoice-cursor";
import { refusedAsInvalidCursor } from "../../platform/pagination/testing/refused-as-invalid-cursor";

const keyset = { issuedAt: new Date("2026-03-01T00:00:00.000Z"), id: newId("inv") };
const refused = refusedAsInvalidCursor;

describe("invoice cursors", () => {
  it("carry the keyset of the last invoice of a page, URL-safe", () => {
    const cursor = encodeInvoiceCursor({ accountId: "acc_a", period: "2026-02" }, keyset);
    expect(cursor).toMatch(/^[A-Za-z0-9._~-]+$/);
    expect(decodeInvoiceCursor({ accountId: "acc_a", period: "2026-02" }, cursor)).toEqual(keyset);
  });

  it("only continue the list they came from: same account, same period filter, untouched", () => {
    const cursor = encodeInvoiceCursor({ accountId: "acc_a" }, keyset);
    expect(refused(() => decodeInvoiceCursor({ accountId: "acc_b" }, cursor))).toBe(true);
    expect(refused(() => decodeInvoiceCursor({ accountId: "acc_a", period: "2026-02" }, cursor))).toBe(true);
    const [payload, mac] = cursor.split(".");
    const forged = Buffer.from(JSON.stringify({ v: 1, k: "invoices", p: { issued_at: "2030-01-01T00:00:00Z", id: keyset.id } })).toString("base64url");
    expect(refused(() => decodeInvoiceCursor({ accountId: "acc_a" }, `${forged}.${mac}`))).toBe(true);
    expect(refused(() => decodeInvoiceCursor({ accountId: "acc_a" }, `${payload}`))).toBe(true);
  });
});
