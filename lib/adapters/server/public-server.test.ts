import http, { createServer } from "node:http";
import net, { type AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestOriginFrom } from "../../platform/http/request-origin";
import { edgeMount } from "../api/edge-mount";
import { answerClientErrors, describeClient } from "./public-server";

// What every server process tells the app about the client: the connection's
// own address and Host, unless a trusted proxy stands in front (TRUST_PROXY).

const requestFrom = (headers: Record<string, string>) =>
  ({ headers: { ...headers }, rawHeaders: Object.entries(headers).flat(), socket: { remoteAddress: "192.0.2.10" } }) as unknown as http.IncomingMessage;

/** The raw header list as a record (names in lower case), as a Headers object rebuilt from it reads. */
const rawRecordOf = (request: http.IncomingMessage) => Object.fromEntries(Array.from({ length: request.rawHeaders.length / 2 }, (_, index) => [request.rawHeaders[2 * index]!.toLowerCase(), request.rawHeaders[2 * index + 1]]));

describe("describeClient", () => {
  it("replaces a client's own X-Forwarded-* with the socket's address and the Host it used, over http", () => {
    const request = requestFrom({ Host: "localhost:4301", "X-Forwarded-For": "203.0.113.1", "X-Forwarded-Host": "evil.test", "X-Forwarded-Proto": "https", "X-Real-IP": "203.0.113.2" });
    request.headers = { host: "localhost:4301", "x-forwarded-for": "203.0.113.1", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https", "x-real-ip": "203.0.113.2" };
    describeClient(request, false);
    const described = { host: "localhost:4301", "x-forwarded-for": "192.0.2.10", "x-forwarded-host": "localhost:4301", "x-forwarded-proto": "http" };
    expect(request.headers).toEqual(described);
    expect(rawRecordOf(request)).toEqual(described);
  });

  it("keeps what a trusted proxy sent", () => {
    const request = requestFrom({ host: "10.0.0.5:3000", "x-forwarded-for": "203.0.113.1", "x-forwarded-host": "integrations.example.com", "x-forwarded-proto": "https" });
    describeClient(request, true);
    expect(request.headers).toMatchObject({ "x-forwarded-for": "203.0.113.1", "x-forwarded-host": "integrations.example.com", "x-forwarded-proto": "https" });
  });
});

// Over a real socket, through @hono/node-server as the servers mount the edge app: a Request
// whose headers are copied (a clone, as the request log makes of every write; any iteration)
// is rebuilt from the raw header list, not from the parsed headers describeClient wrote.
describe("the client's address, as the edge app reads it", () => {
  async function answerFrom(method: "GET" | "POST", headers: Record<string, string>): Promise<{ ip: string | null | undefined; forwarded: string | null }> {
    const app = new Hono().all("*", async (context) => {
      // What the request log does to a write before anything reads the origin.
      if (method === "POST") context.req.raw.clone();
      return context.json({ ip: requestOriginFrom(context.req.raw.headers).ip, forwarded: context.req.raw.headers.get("x-forwarded-for") });
    });
    const listener = getRequestListener(app.fetch);
    const server = createServer((request, response) => {
      describeClient(request, false);
      void listener(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/v1/anything`, { method, headers, body: method === "POST" ? "{}" : undefined });
      return (await answer.json()) as { ip: string | null | undefined; forwarded: string | null };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  const spoofed = { "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.10" };

  it.each(["GET", "POST"] as const)("a %s with a client's own X-Forwarded-For and X-Real-IP is the socket's address", async (method) => {
    expect(await answerFrom(method, spoofed)).toEqual({ ip: "127.0.0.1", forwarded: "127.0.0.1" });
  });

  it("a write without forwarding headers still has the socket's address", async () => {
    expect(await answerFrom("POST", {})).toEqual({ ip: "127.0.0.1", forwarded: "127.0.0.1" });
  });
});

// What Node's parser refuses before any listener runs, answered over a real socket with the edge
// app's problem (lib/adapters/api/edge-mount.ts) instead of Node's bare status line.
describe("answerClientErrors", () => {
  async function rawAnswerTo(sent: string, options: http.ServerOptions = {}): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const server = createServer(options, (_request, response) => response.end("listener ran"));
    answerClientErrors(server, edgeMount({ nextInProcess: true }).answerUnreadable);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
      socket.write(sent);
      const chunks: Buffer[] = [];
      for await (const chunk of socket) chunks.push(chunk as Buffer);
      const [head = "", body = ""] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      return { status: Number(statusLine.split(" ")[1]), headers, body };
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  function expectProblem(answer: { status: number; headers: Record<string, string>; body: string }, status: number, code: string) {
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.headers.connection).toBe("close");
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
    const problem = JSON.parse(answer.body);
    expect(problem).toMatchObject({ status, code, request_id: answer.headers["x-request-id"] });
    expect(problem.request_id).toMatch(/^req_/);
  }

  it("answers headers over Node's 16 KiB with a 431 problem", async () => {
    expectProblem(await rawAnswerTo(`GET /v1/modules HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`), 431, "request_headers_too_large");
  });

  it("answers a request line it cannot parse with a 400 problem", async () => {
    expectProblem(await rawAnswerTo("HELLO THERE\r\n\r\n"), 400, "invalid_request");
  });

  it("answers headers that never finish with a 408 problem", async () => {
    const slow = { headersTimeout: 200, requestTimeout: 300, connectionsCheckingInterval: 50 };
    expectProblem(await rawAnswerTo("GET /v1/modules HTTP/1.1\r\nHost: 127.0.0.1\r\n", slow), 408, "request_timeout");
  });
});
