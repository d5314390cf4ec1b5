import { describe, expect, it } from "vitest";
import { problemTypeUri } from "./problem";
import { MAX_LEAK_REPORT_BYTES } from "../../domains/secret-scanning/handle-leak-report";
import { edgeApp } from "./edge-app";

// The secret scanning endpoint's refusals, through the edge app, read like every /v1 problem: a docs `type` URL, a `req_…` request id that
// is also the X-Request-Id header, the /v1 titles. Unsigned and oversized reports reach no key.

const REQUEST_ID = /^req_[A-Za-z0-9_-]{16}$/;
const report = JSON.stringify([{ token: "mis_x", type: "mis_access_token", url: "https://github.com/o/r", source: "content" }]);

const verify = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  edgeApp.fetch(new Request("http://localhost/secret-scanning/verify", { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } }));

describe("POST /secret-scanning/verify problems", () => {
  it("answers an unsigned report with the same problem shape as /v1", async () => {
    const response = await verify(report);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const problem = await response.json();
    expect(problem).toEqual({
      type: problemTypeUri("invalid_signature"),
      title: "Invalid signature",
      status: 401,
      detail: "Github-Public-Key-Identifier and Github-Public-Key-Signature are required.",
      code: "invalid_signature",
      request_id: expect.stringMatching(REQUEST_ID),
    });
    expect(response.headers.get("x-request-id")).toBe(problem.request_id);
  });

  it("answers an oversized report as /v1's payload_too_large, echoing a caller's request id", async () => {
    const response = await verify(new Uint8Array(MAX_LEAK_REPORT_BYTES + 1).fill(32), { "X-Request-Id": "github-delivery-1234" });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      type: problemTypeUri("payload_too_large"),
      title: "Payload too large",
      code: "payload_too_large",
      request_id: "github-delivery-1234",
    });
    expect(response.headers.get("x-request-id")).toBe("github-delivery-1234");
  });
});
