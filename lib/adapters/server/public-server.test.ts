import http, { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestOriginFrom } from "../../platform/http/request-origin";
import { describeClient } from "./public-server";

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
