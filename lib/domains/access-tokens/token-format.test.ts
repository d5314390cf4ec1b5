import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_PREFIX,
  accessTokenHint,
  generateAccessToken,
  hasValidAccessTokenFormat,
  hashAccessToken,
} from "./token-format";

describe("access token format", () => {
  it("generates prefixed tokens whose checksum verifies", () => {
    const token = generateAccessToken();
    expect(token.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
    expect(token).toHaveLength(ACCESS_TOKEN_PREFIX.length + 38);
    expect(hasValidAccessTokenFormat(token)).toBe(true);
  });

  it("never repeats a token", () => {
    const tokens = new Set(Array.from({ length: 2000 }, generateAccessToken));
    expect(tokens.size).toBe(2000);
  });

  it("refuses a token with one character changed (typo) without a lookup", () => {
    const token = generateAccessToken();
    const position = ACCESS_TOKEN_PREFIX.length + 5;
    const swapped = token[position] === "a" ? "b" : "a";
    const typo = token.slice(0, position) + swapped + token.slice(position + 1);
    expect(hasValidAccessTokenFormat(typo)).toBe(false);
  });

  it("refuses other shapes", () => {
    const token = generateAccessToken();
    for (const value of ["", "Bearer x", token.slice(0, -1), `${token}x`, token.replace(ACCESS_TOKEN_PREFIX, "ghp_")]) {
      expect(hasValidAccessTokenFormat(value)).toBe(false);
    }
  });

  it("hashes deterministically with SHA-256 and shows only a short hint", () => {
    const token = generateAccessToken();
    expect(hashAccessToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAccessToken(token)).toBe(hashAccessToken(token));
    expect(hashAccessToken(token)).not.toBe(hashAccessToken(generateAccessToken()));
    const hint = accessTokenHint(token);
    expect(hint.endsWith(token.slice(-4))).toBe(true);
    expect(hint.length).toBeLessThan(14);
  });
});
