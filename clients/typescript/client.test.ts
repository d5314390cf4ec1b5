import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { API_VERSION, createIntegrationsClient, IntegrationsApiError, paginate, unwrap } from "./src";
import { signWebhook, verifyWebhook, WebhookVerificationError } from "./src/webhooks";

// The client package's own behaviour: the Standard Webhooks verifier against the reference
// vector, and retries, problems and paging against a real local HTTP server.

const VECTOR = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};
const vectorHeaders = (signature = VECTOR.signature) => ({
  "webhook-id": VECTOR.id,
  "webhook-timestamp": String(VECTOR.timestamp),
  "webhook-signature": signature,
});
const at = (seconds: number) => ({ now: new Date(seconds * 1000) });

describe("verifyWebhook", () => {
  it("signs and verifies the Standard Webhooks reference vector", () => {
    expect(signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
    expect(verifyWebhook(VECTOR.secret, vectorHeaders(), VECTOR.body, at(VECTOR.timestamp))).toEqual({ test: 2432232314 });
    expect(verifyWebhook(VECTOR.secret, new Headers(vectorHeaders()), Buffer.from(VECTOR.body), at(VECTOR.timestamp + 299))).toEqual({ test: 2432232314 });
  });

  it("accepts any of several space-separated signatures", () => {
    const rotated = `v1,bm90IHRoZSBzaWduYXR1cmUgeW91IGFyZSBsb29raW5nIGZvcg== ${VECTOR.signature}`;
    expect(verifyWebhook(VECTOR.secret, vectorHeaders(rotated), VECTOR.body, at(VECTOR.timestamp))).toEqual({ test: 2432232314 });
  });

  it.each([
    ["a changed body", VECTOR.secret, '{"test": 2432232315}', VECTOR.signature, VECTOR.timestamp],
    ["a wrong secret", `whsec_${"A".repeat(32)}`, VECTOR.body, VECTOR.signature, VECTOR.timestamp],
    ["another version", VECTOR.secret, VECTOR.body, VECTOR.signature.replace("v1,", "v2,"), VECTOR.timestamp],
    ["a timestamp 301 s old", VECTOR.secret, VECTOR.body, VECTOR.signature, VECTOR.timestamp + 301],
    ["a timestamp 301 s ahead", VECTOR.secret, VECTOR.body, VECTOR.signature, VECTOR.timestamp - 301],
  ])("refuses %s", (_case, secret, body, signature, now) => {
    expect(() => verifyWebhook(secret, vectorHeaders(signature), body, at(now))).toThrow(WebhookVerificationError);
  });
});

type Scripted = { status: number; headers?: Record<string, string>; body: unknown };
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local HTTP server answering the scripted responses in order; returns its URL and the requests it saw. */
async function serve(responses: Scripted[]) {
  const seen: { url: string; authorization?: string; apiVersion?: string; at: number }[] = [];
  server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? "", authorization: request.headers.authorization, apiVersion: request.headers["api-version"] as string | undefined, at: Date.now() });
    const next = responses.shift()!;
    response.writeHead(next.status, { "Content-Type": next.status >= 400 ? "application/problem+json" : "application/json", ...next.headers });
    response.end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

const problem = (status: number, code: string) => ({ type: `https://integrations.example/problems/${code}`, title: code, status, detail: "d", code, request_id: "req_1" });

describe("createIntegrationsClient", () => {
  it("retries a 429 after its Retry-After and then succeeds", async () => {
    const { url, seen } = await serve([
      { status: 429, headers: { "Retry-After": "1" }, body: problem(429, "rate_limited") },
      { status: 200, body: { data: [] } },
    ]);
    const client = createIntegrationsClient({ baseUrl: url, token: "mis_at_x" });
    expect(unwrap(await client.GET("/v1/modules"))).toEqual({ data: [] });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(seen[0]!.authorization).toBe("Bearer mis_at_x");
  });

  it("gives up after maxRetries and throws the 429 as an IntegrationsApiError", async () => {
    const { url, seen } = await serve([{ status: 429, headers: { "Retry-After": "1" }, body: problem(429, "rate_limited") }]);
    const client = createIntegrationsClient({ baseUrl: url, token: "t", maxRetries: 0 });
    const error = await client.GET("/v1/modules").then(unwrap, (reason: unknown) => reason).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(IntegrationsApiError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", requestId: "req_1" });
    expect(seen).toHaveLength(1);
  });

  it("sends Api-Version pinned to the version it was generated for, unless told another", async () => {
    const { url, seen } = await serve([
      { status: 200, body: { data: [] } },
      { status: 200, body: { data: [] } },
    ]);
    expect(API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await createIntegrationsClient({ baseUrl: url, token: "t" }).GET("/v1/modules");
    await createIntegrationsClient({ baseUrl: url, token: "t", apiVersion: "2026-11-22" }).GET("/v1/modules");
    expect(seen.map((request) => request.apiVersion)).toEqual([API_VERSION, "2026-11-22"]);
  });

  it("paginate follows next_cursor to the last page", async () => {
    const { url, seen } = await serve([
      { status: 200, body: { data: [{ id: "a" }, { id: "b" }], next_cursor: "c1", has_more: true } },
      { status: 200, body: { data: [{ id: "c" }], next_cursor: null, has_more: false } },
    ]);
    const client = createIntegrationsClient({ baseUrl: url, token: "t" });
    const ids: string[] = [];
    for await (const entry of paginate((cursor) => client.GET("/v1/audit", { params: { query: { limit: 2, cursor } } }))) ids.push(entry.id);
    expect(ids).toEqual(["a", "b", "c"]);
    expect(seen.map((request) => request.url)).toEqual(["/v1/audit?limit=2", "/v1/audit?limit=2&cursor=c1"]);
  });
});
