import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDateTimeWithSeconds, formatDayAndMonth, formatTime, instantFromDateTimeText, parseDateTime } from "./date-time";

describe("the customer area's one date format", () => {
  it("writes three-letter months, September included, in UTC", () => {
    expect(formatDate("2026-09-01T00:30:00Z")).toBe("1 Sep 2026");
    expect(formatDate("2026-11-24T23:59:00-02:00")).toBe("25 Nov 2026");
    expect(formatDateTime("2026-11-24T05:11:42Z")).toBe("24 Nov 2026, 05:11 UTC");
    expect(formatDateTimeWithSeconds("2026-11-24T05:11:42Z")).toBe("24 Nov 2026, 05:11:42 UTC");
    expect(formatTime("2026-11-24T17:05:00Z")).toBe("17:05 UTC");
  });

  it("writes chart days as day and month, not as 11-25", () => {
    expect(formatDayAndMonth("2026-11-25T00:00:00Z")).toBe("25 Nov");
  });

  it("reads back what it writes", () => {
    const moment = "2026-09-01T05:11:00Z";
    expect(parseDateTime(formatDate(moment))).toEqual({ day: "2026-09-01" });
    expect(parseDateTime(formatDateTime(moment))).toEqual({ day: "2026-09-01", instant: moment });
    expect(parseDateTime(formatDateTimeWithSeconds("2026-09-01T05:11:09Z"))?.instant).toBe("2026-09-01T05:11:09Z");
  });

  it("reads full month names, Sept and ISO forms", () => {
    expect(parseDateTime(" 23 november 2026 ")).toEqual({ day: "2026-11-23" });
    expect(parseDateTime("1 Sept 2026")).toEqual({ day: "2026-09-01" });
    expect(parseDateTime("2026-11-23")).toEqual({ day: "2026-11-23" });
    expect(parseDateTime("2026-11-23T10:15")).toEqual({ day: "2026-11-23", instant: "2026-11-23T10:15:00Z" });
  });

  it("refuses what is not a real day and time", () => {
    for (const text of ["yesterday", "31 Feb 2026", "2026-13-01", "11/24/2026, 05:11 AM", "24 Nov 2026, 25:00 UTC", ""]) {
      expect(parseDateTime(text), text).toBeNull();
    }
  });

  it("reads a date field's text as a UTC instant, a day alone as its start", () => {
    expect(instantFromDateTimeText("25 Dec 2026, 15:00 UTC")?.toISOString()).toBe("2026-12-25T15:00:00.000Z");
    expect(instantFromDateTimeText("25 Dec 2026")?.toISOString()).toBe("2026-12-25T00:00:00.000Z");
    expect(instantFromDateTimeText("next tuesday")).toBeNull();
  });
});
