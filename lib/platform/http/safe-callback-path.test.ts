import { describe, expect, it } from "vitest";
import { isOwnCallbackUrl, safeCallbackPath, sameOriginRedirect } from "./safe-callback-path";

const baseUrl = "http://localhost:3900";

describe("where a sign-in may send the browser", () => {
  it("keeps a path on this site, and nothing else", () => {
    expect(safeCallbackPath("/tokens?x=1")).toBe("/tokens?x=1");
    for (const value of ["//evil.example/", "/\\evil.example", "http://localhost:3900.evil.example/", null, 42]) expect(safeCallbackPath(value)).toBe("/");
  });

  it("refuses what only becomes another host once the browser reads it: tabs, newlines, backslashes", () => {
    // The browser drops tabs and newlines from a Location and reads a backslash as a slash.
    for (const value of ["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/\t\\evil.example", "/\\/evil.example", " //evil.example"]) {
      expect(safeCallbackPath(value), JSON.stringify(value)).toBe("/");
    }
    // A path with such characters in its middle stays on this site, serialised.
    expect(safeCallbackPath("/audit?q=a b#x")).toBe("/audit?q=a%20b#x");
    expect(safeCallbackPath("/to\tkens")).toBe("/tokens");
  });

  it("lets Auth.js redirect within this origin, and sends anything else home without throwing", () => {
    expect(sameOriginRedirect({ url: "/modules", baseUrl })).toBe(`${baseUrl}/modules`);
    expect(sameOriginRedirect({ url: `${baseUrl}/audit`, baseUrl })).toBe(`${baseUrl}/audit`);
    // Issue 37: a port followed by a host is no URL; Auth.js's default threw `Invalid URL`.
    for (const url of ["http://localhost:3900.evil.example/", "https://evil.example/", "//evil.example/", "not a url"]) {
      expect(sameOriginRedirect({ url, baseUrl })).toBe(baseUrl);
    }
  });

  it("tells the callbackUrl Auth.js may be handed: this site's, never an unparseable or foreign one", () => {
    expect(isOwnCallbackUrl("/tokens", baseUrl)).toBe(true);
    expect(isOwnCallbackUrl(`${baseUrl}/tokens`, baseUrl)).toBe(true);
    expect(isOwnCallbackUrl(baseUrl, baseUrl)).toBe(true);
    for (const url of ["http://localhost:3900.evil.example/", "https://evil.example/", "//evil.example/"]) expect(isOwnCallbackUrl(url, baseUrl)).toBe(false);
  });
});
