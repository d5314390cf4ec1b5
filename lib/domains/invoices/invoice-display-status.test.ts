import { describe, expect, it } from "vitest";
import { invoiceDisplayStatus, invoiceStatusLabel } from "./invoice-display-status";

describe("invoiceDisplayStatus", () => {
  const dueAt = "2026-11-15T00:00:00.000Z";

  it("calls an open invoice past its due date overdue, and open until then", () => {
    expect(invoiceDisplayStatus({ status: "open", dueAt }, new Date("2026-11-25T12:00:00Z"))).toBe("overdue");
    expect(invoiceStatusLabel({ status: "open", dueAt: new Date(dueAt) }, new Date("2026-11-25T12:00:00Z"))).toBe("Overdue");
    expect(invoiceStatusLabel({ status: "open", dueAt }, new Date("2026-11-14T23:59:59Z"))).toBe("Open");
  });

  it("never calls a paid or void invoice overdue", () => {
    const late = new Date("2027-01-01T00:00:00Z");
    expect(invoiceStatusLabel({ status: "paid", dueAt }, late)).toBe("Paid");
    expect(invoiceStatusLabel({ status: "void", dueAt }, late)).toBe("Void");
  });
});
