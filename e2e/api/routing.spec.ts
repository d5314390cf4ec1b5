import net from "node:net";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { bearer, expect, expectCommonHeaders, expectProblem, test } from "./api-fixtures";

// The one router, walked: every documented path × every method, standard or not. A documented
// method answers as documented; any other is a 405 problem whose Allow lists exactly the
// documented methods plus HEAD and OPTIONS. Nothing runs another handler, nothing is a 5xx.
// On PostgreSQL the same walk runs against `npm run start:api` (the edge app alone) too, and a
// set of requests to every edge path must get the same answers from `npm start` and start:api.

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"];
// Next's own server answers methods outside its seven before any route code runs: PROPFIND
// with a 400, and TRACE (which a Web Request cannot carry) with a bare 500. `npm start` and
// start:api hand /v1 to the edge app before Next, and answer both with 405 problems; under
// `next dev` (the catch-all route) they would be skipped.
const NEXT_ANSWERS_ITSELF = new Set(["TRACE", "PROPFIND"]);

const SAMPLE_IDS: Record<string, string> = {
  id: "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
  msg_id: "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
};
const sampleIdFor = (path: string) => (path.startsWith("/v1/modules") ? "mod_01jd4y3k6efq9b8c1m2n3p4q5r" : path.startsWith("/v1/invoices") ? "inv_01jd4y3k6efq9b8c1m2n3p4q5r" : SAMPLE_IDS.id!);
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "id" ? sampleIdFor(path) : SAMPLE_IDS[name]!));

interface DocumentedPath {
  path: string;
  operations: Record<string, { responses: Record<string, unknown> }>;
}

async function documentedPaths(request: APIRequestContext, baseURL: string): Promise<DocumentedPath[]> {
  const document = await (await request.get(`${baseURL}/v1/openapi.json`)).json();
  return Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).map(([path, item]) => ({
    path,
    operations: Object.fromEntries(Object.entries(item).map(([method, operation]) => [method.toUpperCase(), operation])),
  }));
}

async function walk(request: APIRequestContext, baseURL: string, token: string, underNext: boolean) {
  const answered: string[] = [];
  for (const { path, operations } of await documentedPaths(request, baseURL)) {
    const documented = Object.keys(operations);
    const allow = [...documented, ...(documented.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort();
    for (const method of METHODS) {
      if (underNext && NEXT_ANSWERS_ITSELF.has(method)) continue;
      const response = await request.fetch(`${baseURL}${concrete(path)}`, { method, headers: bearer(token), maxRedirects: 0 });
      const status = response.status();
      const label = `${method} ${path} → ${status}`;
      answered.push(label);
      expect(status, label).toBeLessThan(500);
      expect(response.headers()["x-request-id"], label).toBeTruthy();
      expect(response.headers()["x-content-type-options"], label).toBe("nosniff");
      const operation = operations[method === "HEAD" ? "GET" : method];
      if (method === "OPTIONS") {
        expect(status, label).toBe(204);
        expect(response.headers()["allow"]?.split(", ").sort(), label).toEqual(allow);
        expectCommonHeaders(response);
      } else if (operation) {
        expect(Object.keys(operation.responses), label).toContain(String(status));
      } else {
        expect(status, label).toBe(405);
        expect(response.headers()["allow"]?.split(", ").sort(), label).toEqual(allow);
        if (method !== "HEAD") await expectProblem(response, 405, "method_not_allowed");
      }
    }
  }
  return answered;
}

test.describe("one router", () => {
  test("every documented path × every method answers as documented, or 405 with Allow", async ({ request, tokens, baseURL }) => {
    const answered = await walk(request, baseURL!, tokens.routingWalk.token, false);
    expect(answered.length).toBeGreaterThan(100);
  });

  test("npm run start:api alone answers the walk the same way", async ({ request, tokens, project }) => {
    test.skip(!project.apiURL, "no start:api instance in this project (it runs on PostgreSQL only)");
    await walk(request, project.apiURL!, tokens.routingWalk.token, false);
  });

  test("npm start and npm run start:api give the same status, headers and bodies on every edge path", async ({ request, tokens, baseURL, project }) => {
    test.skip(!project.apiURL, "no start:api instance in this project (it runs on PostgreSQL only)");
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const token = tokens.routingWalk.token;
    const cases: { method: string; path: string; headers?: Record<string, string>; data?: unknown }[] = [
      { method: "GET", path: "/v1/modules" },
      { method: "GET", path: "/v1/modules/mod_01jd4y3k6efq9b8c1m2n3p4q5r/status" },
      { method: "GET", path: "/v1/modules/%6dod_01jd4y3k6efq9b8c1m2n3p4q5r/status" },
      { method: "GET", path: "/v1/modules?colour=blue" },
      { method: "DELETE", path: "/v1/modules" },
      { method: "GET", path: "/v1/no-such-thing" },
      { method: "GET", path: "/v1" },
      { method: "GET", path: "/v1?x=1" },
      { method: "GET", path: "/v1/audit?until=0000-01-01T00:00:00Z" },
      { method: "POST", path: "/v1/webhooks", headers: { "Content-Type": "application/json" }, data: { url: "https://example.com/hook", events: ["*"], description: "a\u0000b" } },
      { method: "POST", path: "/v1/webhooks/wh_01jd4y3k6efq9b8c1m2n3p4q5r/disable", headers: { "Content-Type": "application/json" }, data: { force: true } },
      { method: "GET", path: "/v1/invoices", headers: { Accept: "text/csv" } },
      { method: "GET", path: "/v1/openapi.json", headers: {} },
      { method: "GET", path: "/.well-known/oauth-authorization-server", headers: {} },
      { method: "GET", path: "/.well-known/no-such-thing", headers: {} },
      { method: "POST", path: "/oauth/token", headers: form, data: "grant_type=client_credentials&client_id=oac_01jd4y3k6efq9b8c1m2n3p4q5r&client_secret=nope" },
      { method: "POST", path: "/oauth/token", headers: { "Content-Type": "application/json" }, data: { grant_type: "client_credentials" } },
      { method: "POST", path: "/oauth/revoke", headers: form, data: "token=x" },
      { method: "POST", path: "/oauth/introspect", headers: form, data: "token=x" },
      { method: "GET", path: "/oauth/token", headers: {} },
      { method: "POST", path: "/secret-scanning/verify", headers: { "Content-Type": "application/json" }, data: [] },
      { method: "GET", path: "/secret-scanning/verify", headers: {} },
      { method: "GET", path: "/healthz", headers: {} },
      { method: "GET", path: "/readyz", headers: {} },
    ];
    const comparable = async (response: APIResponse) => {
      const headers = response.headers();
      const text = await response.text();
      return {
        status: response.status(),
        headers: Object.fromEntries(
          ["content-type", "allow", "cache-control", "pragma", "access-control-allow-origin", "x-content-type-options", "x-frame-options", "x-ratelimit-limit", "www-authenticate"].map((name) => [name, headers[name]]),
        ),
        // Next adds its own router's cache keys to Vary; the app's own must be there all the same.
        vary: headers["vary"]?.split(/,\s*/).filter((token) => !/^(rsc|next-router-.*)$/i.test(token)).join(", ") || undefined,
        // The request id differs per request, and the document names the origin it was asked on.
        body: text.replace(/"request_id":"[^"]+"/, "").replace(/request_id=[^"]+"/, "request_id=<id>\"").replace(/http:\/\/127\.0\.0\.1:\d+/g, "<origin>"),
      };
    };
    for (const { method, path, headers, data } of cases) {
      const body = typeof data === "string" ? data : data === undefined ? undefined : JSON.stringify(data);
      const options = { method, headers: { ...(path.startsWith("/v1") ? bearer(token) : {}), ...headers }, data: body, maxRedirects: 0 };
      const [npmStart, startApi] = await Promise.all([request.fetch(`${baseURL}${path}`, options), request.fetch(`${project.apiURL}${path}`, options)]);
      expect(await comparable(startApi), `${method} ${path}`).toEqual(await comparable(npmStart));
    }
  });
});

/** Sends raw bytes (a Host no HTTP client library would send) and returns the status line and body. */
function rawRequest(baseURL: string, payload: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    // Written, not ended: a client that half-closes before the answer has it dropped by Node's
    // server (no httpAllowHalfOpen), which real HTTP clients never do. The request says
    // Connection: close, so the server closes once it has answered.
    const socket = net.connect(Number(port), hostname, () => socket.write(payload));
    let received = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body });
    });
  });
}

test.describe("at the edge", () => {
  test("a malformed Host is a 400 problem, never an empty 500", async ({ baseURL }) => {
    for (const host of ["", "a b", "[", "user@host", "x:99999999"]) {
      const answer = await rawRequest(baseURL!, `GET /v1/modules HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, `Host: "${host}"`).toBe(400);
      expect(answer.body, `Host: "${host}"`).toMatch(/"status":400/);
    }
  });

  test("what Node's parser refuses is a problem too, not a bare status line: headers over 16 KiB, a garbled request line", async ({ baseURL }) => {
    const tooLarge = await rawRequest(baseURL!, `GET /v1/modules HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(tooLarge.status).toBe(431);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ status: 431, code: "request_headers_too_large" });
    const garbled = await rawRequest(baseURL!, "HELLO THERE\r\n\r\n");
    expect(garbled.status).toBe(400);
    expect(JSON.parse(garbled.body)).toMatchObject({ status: 400, code: "invalid_request" });
  });

  test("/v1 itself and unknown paths are 404 problems; a chunked body over 64 KiB is a 413 and the server goes on", async ({ request, tokens, baseURL }) => {
    for (const path of ["/v1", "/v1?x=1", "/v1/"]) {
      await expectProblem(await request.get(path, { headers: bearer(tokens.routingWalk.token), maxRedirects: 0 }), 404, "not_found");
    }
    const chunk = "x".repeat(16 * 1024);
    const chunks = Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join("");
    const answer = await rawRequest(
      baseURL!,
      `POST /v1/webhooks HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tokens.routingWalk.token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect((await request.get("/v1/modules", { headers: bearer(tokens.routingWalk.token) })).status()).toBe(200);
  });

  test("NUL and lone surrogates in any string, and dates PostgreSQL cannot hold, are 422s with a pointer", async ({ request, tokens }) => {
    const headers = { ...bearer(tokens.routingWalk.token), "Content-Type": "application/json" };
    for (const description of ["a\u0000b", "\ud800", "x\udc00y"]) {
      const body = await expectProblem(
        await request.post("/v1/webhooks", { headers, data: `{"url":"https://example.com/hook","events":["*"],"description":${JSON.stringify(description)}}` }),
        422,
        "validation_failed",
      );
      expect(body.errors).toEqual([expect.objectContaining({ pointer: "#/description" })]);
    }
    const nulQuery = await expectProblem(await request.get("/v1/audit?action=%00", { headers }), 422, "validation_failed");
    expect(nulQuery.errors[0].pointer).toBe("#/query/action");
    for (const bound of ["since", "until"]) {
      const body = await expectProblem(await request.get(`/v1/audit?${bound}=0000-01-01T00:00:00Z`, { headers }), 422, "validation_failed");
      expect(body.errors[0].pointer).toBe(`#/query/${bound}`);
    }
  });

  test("operations without a body refuse one", async ({ request, tokens }) => {
    const headers = { ...bearer(tokens.routingWalk.token), "Content-Type": "application/json" };
    const created = await request.post("/v1/webhooks", { headers, data: { url: "https://example.com/hook", events: ["*"] } });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    for (const action of ["rotate-secret", "disable", "enable"]) {
      const body = await expectProblem(await request.post(`/v1/webhooks/${id}/${action}`, { headers, data: { surprise: 1 } }), 422, "validation_failed");
      expect(body.errors[0].pointer).toBe("#");
    }
    // The test event takes an optional body ({ api_version }) since API versions: a member it does not know is named.
    const test = await expectProblem(await request.post(`/v1/webhooks/${id}/test`, { headers, data: { surprise: 1 } }), 422, "validation_failed");
    expect(test.errors[0].pointer).toBe("#/surprise");
    expect((await request.delete(`/v1/webhooks/${id}`, { headers })).status()).toBe(204);
  });
});
