import { describe, expect, it } from "vitest";
import { headerRecordOf, plainBodyOf, plainResponse, withHeaders } from "./plain-response";

describe("withHeaders", () => {
  it("sets the added headers on a plain response, replacing one of the same name in any letter case", async () => {
    const response = plainResponse('{"a":1}', 201, { "content-type": "application/json", "x-request-id": "old" });
    const answered = withHeaders(response, { "X-Request-Id": "req_new", "X-Frame-Options": "DENY" });
    expect(answered.status).toBe(201);
    expect(answered.headers.get("x-request-id")).toBe("req_new");
    expect(answered.headers.get("x-frame-options")).toBe("DENY");
    expect(answered.headers.get("content-type")).toBe("application/json");
    expect(await answered.text()).toBe('{"a":1}');
  });

  it("sets a default only where the response has no such header", () => {
    const noStore = { "Cache-Control": "no-store" };
    const cached = withHeaders(plainResponse("x", 200, { "cache-control": "private, no-cache" }), {}, noStore);
    const uncached = withHeaders(plainResponse("x", 200, {}), {}, noStore);
    expect(cached.headers.get("cache-control")).toBe("private, no-cache");
    expect(uncached.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps what was changed through `headers` after the response was made", () => {
    const response = plainResponse(null, 204, { Allow: "GET" });
    response.headers.set("Retry-After", "5");
    const answered = withHeaders(response, { "X-Request-Id": "req_1" });
    expect(answered.headers.get("retry-after")).toBe("5");
    expect(answered.headers.get("allow")).toBe("GET");
    expect(answered.headers.get("x-request-id")).toBe("req_1");
  });

  it("changes any other Response in place", () => {
    const response = new Response("x", { headers: { "Cache-Control": "max-age=60" } });
    const answered = withHeaders(response, { "X-Request-Id": "req_2" }, { "Cache-Control": "no-store" });
    expect(answered).toBe(response);
    expect(answered.headers.get("x-request-id")).toBe("req_2");
    expect(answered.headers.get("cache-control")).toBe("max-age=60");
  });
});

describe("headerRecordOf", () => {
  it("reads a plain response's record, names in lower case, and leaves it plain", () => {
    const response = plainResponse('{"a":1}', 200, { "Content-Type": "application/json", ETag: '"abc"' });
    expect(headerRecordOf(response)).toEqual({ "content-type": "application/json", etag: '"abc"' });
    // Still plain: its body is still known as the string it was made from.
    expect(plainBodyOf(response)).toBe('{"a":1}');
  });

  it("reads any other response through its headers, including what was changed there", () => {
    const response = plainResponse(null, 204, { Allow: "GET" });
    response.headers.set("Retry-After", "5");
    expect(headerRecordOf(response)).toEqual({ allow: "GET", "retry-after": "5" });
    expect(headerRecordOf(new Response("x", { headers: { "X-A": "1" } }))).toMatchObject({ "x-a": "1" });
  });
});
