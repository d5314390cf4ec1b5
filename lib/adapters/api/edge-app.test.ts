import { describe, expect, it } from "vitest";
import { isEdgePath } from "../edge-paths/edge-paths";
import { edgeApp } from "./edge-app";

// Which paths the edge app takes from the customer area, and that each sub-app answers in its
// own style with the headers every integrator-facing answer carries.

const call = (path: string, init?: RequestInit) => Promise.resolve(edgeApp.fetch(new Request(`http://edge.test${path}`, init)));

describe("the edge app", () => {
  it("takes /v1, /oauth, /.well-known, /secret-scanning and the probes, and leaves the rest to the customer area", () => {
    for (const path of ["/v1", "/v1/modules?limit=1", "/oauth/token", "/.well-known/oauth-authorization-server", "/secret-scanning/verify", "/healthz", "/readyz"]) {
      expect(isEdgePath(path), path).toBe(true);
    }
    for (const path of ["/", "/sign-in", "/v1x", "/oauth-clients", "/api/auth/session", "/healthz/x", "/docs/errors"]) expect(isEdgePath(path), path).toBe(false);
  });

  it("answers OAuth refusals as RFC 6749 errors, never cached, with the request id and the security headers", async () => {
    const response = await call("/oauth/token", { method: "POST", headers: { "content-type": "application/json", "x-request-id": "edge-test-0001" }, body: "{}" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_request", error_description: "Send the parameters as application/x-www-form-urlencoded." });
    expect(Object.fromEntries(["cache-control", "pragma", "x-request-id", "x-content-type-options"].map((name) => [name, response.headers.get(name)]))).toEqual({
      "cache-control": "no-store",
      pragma: "no-cache",
      "x-request-id": "edge-test-0001",
      "x-content-type-options": "nosniff",
    });
    const unauthenticated = await call("/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=client_credentials" });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get("www-authenticate")).toMatch(/^Basic realm="oauth"/);
    expect((await call("/oauth/token")).headers.get("allow")).toBe("POST");
  });

  it("answers discovery, liveness, and unknown paths as 404 problems", async () => {
    const metadata = await call("/.well-known/oauth-authorization-server");
    expect([metadata.status, metadata.headers.get("cache-control"), (await metadata.json()).token_endpoint]).toEqual([200, "max-age=300", "http://edge.test/oauth/token"]);
    expect(await (await call("/healthz")).json()).toEqual({ status: "ok" });
    for (const path of ["/sign-in", "/oauth/nothing", "/.well-known/nothing", "/secret-scanning/nothing", "/v1/nothing"]) {
      const missing = await call(path);
      expect([missing.status, missing.headers.get("content-type"), (await missing.json()).code], path).toEqual([404, "application/problem+json", "not_found"]);
    }
  });
});
