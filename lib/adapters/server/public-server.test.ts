import type http from "node:http";
import { describe, expect, it } from "vitest";
import { describeClient } from "./public-server";

// What every server process tells the app about the client: the connection's
// own address and Host, unless a trusted proxy stands in front (TRUST_PROXY).

const requestFrom = (headers: http.IncomingHttpHeaders) => ({ headers: { ...headers }, socket: { remoteAddress: "192.0.2.10" } }) as unknown as http.IncomingMessage;

describe("describeClient", () => {
  it("replaces a client's own X-Forwarded-* with the socket's address and the Host it used, over http", () => {
    const request = requestFrom({ host: "localhost:4301", "x-forwarded-for": "203.0.113.1", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" });
    describeClient(request, false);
    expect(request.headers).toMatchObject({ "x-forwarded-for": "192.0.2.10", "x-forwarded-host": "localhost:4301", "x-forwarded-proto": "http" });
  });

  it("keeps what a trusted proxy sent", () => {
    const request = requestFrom({ host: "10.0.0.5:3000", "x-forwarded-for": "203.0.113.1", "x-forwarded-host": "integrations.example.com", "x-forwarded-proto": "https" });
    describeClient(request, true);
    expect(request.headers).toMatchObject({ "x-forwarded-for": "203.0.113.1", "x-forwarded-host": "integrations.example.com", "x-forwarded-proto": "https" });
  });
});
