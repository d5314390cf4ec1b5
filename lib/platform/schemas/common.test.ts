import { describe, expect, it } from "vitest";
import { pageQuerySchema, pageSizeSchema } from "./common";

// `limit` as a query string gives it: decimal digits only, not whatever Number() would read.

describe("page size", () => {
  it("reads decimal digits, and is 50 when left out", () => {
    expect(pageQuerySchema.parse({ limit: "10" }).limit).toBe(10);
    expect(pageQuerySchema.parse({ limit: "200" }).limit).toBe(200);
    expect(pageQuerySchema.parse({}).limit).toBe(50);
  });

  it.each(["0x10", "1e1", " 5", "5 ", "", "+5", "5.0", "-1", "0b11"])("refuses %j, which Number() would have read", (limit) => {
    const parsed = pageQuerySchema.safeParse({ limit });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["limit"]);
  });

  it("says what it takes, with the list's own maximum", () => {
    expect(pageSizeSchema(100).safeParse("0x10").error!.issues[0]!.message).toBe("Must be a whole number from 1 to 100, in decimal digits.");
    expect(pageSizeSchema(100).safeParse("101").success).toBe(false);
    expect(pageSizeSchema(100).safeParse("0").success).toBe(false);
  });
});
