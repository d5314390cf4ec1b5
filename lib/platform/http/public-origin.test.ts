import { describe, expect, it } from "vitest";
import { publicOrigin } from "./public-origin";

const fallback = "http://localhost:3000";
const headers = (entries: Record<string, string>) => new Headers(entries);

describe("publicOrigin", () => {
  it("is PUBLIC_ORIGIN's origin when set, whatever the request says", () => {
    const request = headers({ host: "evil.test", "x-forwarded-host": "evil.test", "x-forwarded-proto": "http" });
    expect(publicOrigin(request, fallback, { configured: "https://integrations.example.com/", trustProxy: true })).toBe("https://integrations.example.com");
  });

  it("is the browser's Host over http without a trusted proxy, ignoring forwarded headers a client can choose", () => {
    const request = headers({ host: "localhost:4301", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" });
    expect(publicOrigin(request, fallback, { trustProxy: false })).toBe("http://localhost:4301");
  });

  it("behind a trusted proxy, is the proxy's X-Forwarded-Host and -Proto (the first of a list)", () => {
    const request = headers({ host: "10.0.0.5:3000", "x-forwarded-host": "integrations.example.com, inner", "x-forwarded-proto": "https,http" });
    expect(publicOrigin(request, fallback, { trustProxy: true })).toBe("https://integrations.example.com");
    expect(publicOrigin(headers({ host: "app.example.com" }), fallback, { trustProxy: true })).toBe("http://app.example.com");
  });

  it("falls back when the Host cannot be an origin", () => {
    expect(publicOrigin(headers({ host: "bad host/path" }), fallback, { trustProxy: false })).toBe(fallback);
    expect(publicOrigin(headers({}), fallback, { trustProxy: false })).toBe(fallback);
  });
});
