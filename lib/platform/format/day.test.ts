import { describe, expect, it } from "vitest";
import { parseDay, showDay } from "./day";

describe("days in the customer area's format", () => {
  it("shows an ISO day the way every table does", () => {
    expect(showDay("2026-11-03")).toBe("3 Nov 2026");
  });

  it("reads back what it shows, ISO days and full month names", () => {
    expect(parseDay("3 Nov 2026")).toBe("2026-11-03");
    expect(parseDay(" 23 november 2026 ")).toBe("2026-11-23");
    expect(parseDay("2026-11-23")).toBe("2026-11-23");
  });

  it("refuses days that do not exist and other text", () => {
    expect(parseDay("31 Feb 2026")).toBeNull();
    expect(parseDay("2026-13-01")).toBeNull();
    expect(parseDay("11/23/2026")).toBeNull();
  });
});
