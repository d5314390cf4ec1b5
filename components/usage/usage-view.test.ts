import { describe, expect, it } from "vitest";
import { usageViewFrom, usageViewHref } from "./usage-view";

describe("usage view in the address", () => {
  it("reads the period and token, falling back to 24 hours for anything else", () => {
    expect(usageViewFrom({})).toEqual({ period: "24h", tokenId: undefined });
    expect(usageViewFrom({ period: "7d", token: "tok_1" })).toEqual({ period: "7d", tokenId: "tok_1" });
    expect(usageViewFrom({ period: ["30d", "7d"] })).toEqual({ period: "30d", tokenId: undefined });
    expect(usageViewFrom({ period: "1y", token: "" })).toEqual({ period: "24h", tokenId: undefined });
  });
  it("links to a view on the same page, the default one without search params", () => {
    expect(usageViewHref("/", { period: "24h" })).toBe("/");
    expect(usageViewHref("/", { period: "30d" })).toBe("/?period=30d");
    expect(usageViewHref("/tokens", { period: "7d", tokenId: "tok_1" })).toBe("/tokens?period=7d&token=tok_1");
  });
});
