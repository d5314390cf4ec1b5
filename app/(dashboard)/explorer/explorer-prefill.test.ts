import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { explorerPrefillFrom, prefillDocument } from "./explorer-prefill";

// "Open in the explorer" on a record: the served document (the committed copy here) gets the
// recorded call's values as the operation's examples, and nothing else changes.

const document = JSON.parse(readFileSync("clients/openapi.json", "utf8"));

const record = {
  id: "req_prefill0000000001",
  occurred_at: "2026-11-27T02:00:00.000000Z",
  method: "PATCH",
  path: "/v1/webhooks/wh_01jd4y3k6efq9b8c1m2n3p4q5r",
  path_template: "/v1/webhooks/{id}",
  operation_id: "updateWebhook",
  query: "",
  status: 422,
  code: "validation_failed",
  duration_ms: 3,
  credential: null,
  scopes: ["read", "write"],
  ip: null,
  user_agent: null,
  rate_limit: null,
  request_headers: {},
  request_body: '{"url":"ftp://example.com/hook","secret":"[redacted]"}',
  response_body: null,
  request_url: "http://localhost/requests?request_id=req_prefill0000000001",
} as Parameters<typeof explorerPrefillFrom>[0];

describe("the explorer prefilled from a recorded request", () => {
  it("sets the path parameter and the redacted body as the operation's examples", () => {
    const prefill = explorerPrefillFrom(record)!;
    expect(prefill).toMatchObject({ method: "PATCH", pathParams: { id: "wh_01jd4y3k6efq9b8c1m2n3p4q5r" }, body: { url: "ftp://example.com/hook", secret: "[redacted]" } });
    const prefilled = prefillDocument(document, prefill);
    const operation = prefilled.paths["/v1/webhooks/{id}"].patch;
    expect(operation.parameters.find((parameter: { in: string }) => parameter.in === "path")).toMatchObject({ example: "wh_01jd4y3k6efq9b8c1m2n3p4q5r" });
    expect(operation.requestBody.content["application/json"].example).toEqual({ url: "ftp://example.com/hook", secret: "[redacted]" });
    // The served document is left as it was; the other operations are the same objects.
    expect(document.paths["/v1/webhooks/{id}"].patch.requestBody.content["application/json"].example).not.toEqual(prefill.body);
    expect(prefilled.paths["/v1/webhooks"]).toBe(document.paths["/v1/webhooks"]);
  });

  it("sets recorded query values, and leaves the /oauth/* endpoints alone", () => {
    const list = { ...record, method: "GET", path: "/v1/requests", path_template: "/v1/requests", query: "status_class=4xx&limit=20", request_body: null };
    const prefilled = prefillDocument(document, explorerPrefillFrom(list)!);
    const parameters = prefilled.paths["/v1/requests"].get.parameters as { name: string; example?: unknown }[];
    expect(parameters.find((parameter) => parameter.name === "status_class")!.example).toBe("4xx");
    expect(parameters.find((parameter) => parameter.name === "limit")!.example).toBe("20");
    expect(explorerPrefillFrom({ ...record, path: "/oauth/token", path_template: "/oauth/token" })).toBeNull();
  });
});
