import { describe, expect, it } from "vitest";
import { expiryWarningWindowMs, isTokenExpiringSoon, shortestValidityWarnedAt } from "./validity";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const created = new Date("2026-11-25T10:00:00Z");
const token = (validityMs: number) => ({ createdAt: created, expiresAt: new Date(created.getTime() + validityMs) });
const at = (offsetMs: number) => new Date(created.getTime() + offsetMs);

describe("isTokenExpiringSoon", () => {
  it("does not call a token expiring when it has just been created, whatever its validity", () => {
    for (const validity of [HOUR, DAY, 7 * DAY, 30 * DAY, 90 * DAY]) expect(isTokenExpiringSoon(token(validity), at(0))).toBe(false);
  });

  it("warns short tokens in the last fifth of their life", () => {
    expect(isTokenExpiringSoon(token(DAY), at(19 * HOUR))).toBe(false);
    expect(isTokenExpiringSoon(token(DAY), at(20 * HOUR))).toBe(true);
    expect(isTokenExpiringSoon(token(7 * DAY), at(5 * DAY))).toBe(false);
    expect(isTokenExpiringSoon(token(7 * DAY), at(6 * DAY))).toBe(true);
  });

  it("warns tokens of 30 days or more in their last 7 days", () => {
    expect(isTokenExpiringSoon(token(30 * DAY), at(22 * DAY))).toBe(false);
    expect(isTokenExpiringSoon(token(30 * DAY), at(23 * DAY))).toBe(true);
    expect(isTokenExpiringSoon(token(90 * DAY), at(82 * DAY))).toBe(false);
    expect(isTokenExpiringSoon(token(90 * DAY), at(83 * DAY))).toBe(true);
  });

  it("no longer calls an expired token expiring, and takes ISO strings as the list rows carry them", () => {
    expect(isTokenExpiringSoon(token(DAY), at(DAY))).toBe(false);
    const row = { createdAt: created.toISOString(), expiresAt: at(DAY).toISOString() };
    expect(isTokenExpiringSoon(row, at(21 * HOUR))).toBe(true);
  });
});

describe("shortestValidityWarnedAt", () => {
  it("is the shortest validity whose warning window reaches that far, so mails agree with the badge", () => {
    expect(shortestValidityWarnedAt(DAY)).toBe(5 * DAY);
    expect(shortestValidityWarnedAt(7 * DAY)).toBe(30 * DAY);
    expect(shortestValidityWarnedAt(8 * DAY)).toBeNull();
    for (const lead of [HOUR, DAY, 3 * DAY, 6.5 * DAY, 7 * DAY]) {
      const shortest = shortestValidityWarnedAt(lead)!;
      expect(expiryWarningWindowMs(shortest)).toBeGreaterThanOrEqual(lead);
      expect(expiryWarningWindowMs(shortest - HOUR)).toBeLessThan(lead);
    }
  });
});
