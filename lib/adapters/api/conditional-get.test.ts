import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch, notModifiedResponse } from "./conditional-get";

const withHeader = (value?: string) => new Request("http://localhost/v1/invoices", { headers: value ? { "If-None-Match": value } : {} });
const etag = '"pdf-abc"';

describe("If-None-Match", () => {
  it("matches the current ETag, in a list, weakly, or as *", () => {
    expect(matchesIfNoneMatch(withHeader('"pdf-abc"'), etag)).toBe(true);
    expect(matchesIfNoneMatch(withHeader('"json-x", "pdf-abc"'), etag)).toBe(true);
    expect(matchesIfNoneMatch(withHeader('W/"pdf-abc"'), etag)).toBe(true);
    expect(matchesIfNoneMatch(withHeader("*"), etag)).toBe(true);
  });

  it("does not match another tag, an unquoted value or no header", () => {
    expect(matchesIfNoneMatch(withHeader('"json-abc"'), etag)).toBe(false);
    expect(matchesIfNoneMatch(withHeader("pdf-abc"), etag)).toBe(false);
    expect(matchesIfNoneMatch(withHeader(), etag)).toBe(false);
  });

  it("answers 304 with no body and the caching headers", async () => {
    const response = notModifiedResponse({ ETag: etag, "Cache-Control": "private, no-cache" });
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect(await response.text()).toBe("");
  });
});
