import { describe, expect, it } from "vitest";
import { usageViewFrom, usageViewHref } from "./usage-view";

describe("usage view in the address", () => {
  it("reads the period and token, falling back to 24 hours for anything else", () => {
    expect(usageViewFrom({})).toEqual({ period: "24h", resourceId: undefined });
    expect(usageViewFrom({ period: "7d", token: "tok_1" })).toEqual({ period: "7d", resourceId: "tok_1" });
    expect(usageViewFrom({ period: ["30d", "7d"] })).toEqual({ period: "30d", resourceId: undefined });
    expect(usageViewFrom({ period: "1y", token: "" })).toEqual({ period: "24h", resourceId: undefined });
  });
  it("reads an OAuth client from `client`", () => {
    expect(usageViewFrom({ period: "7d", client: "oac_1" })).toEqual({ period: "7d", resourceId: "oac_1" });
  });
  it("links to a view on the same page, the default one without search params", () => {
    expect(usageViewHref("/", { period: "24h" })).toBe("/");
    expect(usageViewHref("/", { period: "30d" })).toBe("/?period=30d");
    expect(usageViewHref("/tokens", { period: "7d", resourceId: "tok_1" })).toBe("/tokens?period=7d&token=tok_1");
    expect(usageViewHref("/oauth-clients", { period: "24h", resourceId: "oac_1" })).toBe("/oauth-clients?client=oac_1");
  });
});
