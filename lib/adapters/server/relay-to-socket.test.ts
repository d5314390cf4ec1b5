import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { relayToSocket } from "./relay-to-socket";

// The relay from `npm start`'s public port to the customer area's process, with real servers on
// a Unix socket and a loopback port.

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function frontFor(socketPath: string): Promise<string> {
  const front = http.createServer(relayToSocket(socketPath));
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", () => resolve()));
  servers.push(front);
  return `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}

const socketIn = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "relay-")), "next.sock");

describe("relayToSocket", () => {
  it("relays method, path, body and headers both ways, but no hop-by-hop header", async () => {
    const socketPath = socketIn();
    let seen: { method?: string; url?: string; body: string; headers: http.IncomingHttpHeaders } = { body: "", headers: {} };
    const upstream = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        seen = { method: request.method, url: request.url, body, headers: request.headers };
        response.setHeader("Set-Cookie", ["a=1; Path=/", "b=2; Path=/"]);
        response.setHeader("Keep-Alive", "timeout=99");
        response.writeHead(201, { "Content-Type": "text/plain" });
        response.end(`got ${body.length} bytes`);
      });
    });
    servers.push(upstream);
    await new Promise<void>((resolve) => upstream.listen(socketPath, () => resolve()));
    const base = await frontFor(socketPath);

    // node:http, not fetch: fetch refuses to send a Connection header naming others.
    const response = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request(`${base}/tokens?x=1`, { method: "POST", headers: { "X-Custom": "yes", Connection: "keep-alive, X-Drop", "X-Drop": "no", Cookie: "s=1" } }, (answer) => {
        let body = "";
        answer.on("data", (chunk) => (body += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode, headers: answer.headers, body }));
      });
      request.on("error", reject);
      request.end("hello");
    });
    expect(response.status).toBe(201);
    expect(response.body).toBe("got 5 bytes");
    expect(response.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers["keep-alive"]).not.toBe("timeout=99");
    expect(seen).toMatchObject({ method: "POST", url: "/tokens?x=1", body: "hello" });
    expect(seen.headers).toMatchObject({ "x-custom": "yes", cookie: "s=1", host: new URL(base).host });
    expect(seen.headers["x-drop"]).toBeUndefined();
  });

  it("streams an answer as it comes, before the upstream has finished", async () => {
    const socketPath = socketIn();
    let finish: () => void = () => {};
    const upstream = http.createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.write("first;");
      finish = () => response.end("last");
    });
    servers.push(upstream);
    await new Promise<void>((resolve) => upstream.listen(socketPath, () => resolve()));
    const response = await fetch(await frontFor(socketPath));
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("first;");
    finish();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe("last");
  });

  it("answers 502 when the customer area's process is not there", async () => {
    const response = await fetch(await frontFor(socketIn()));
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("not answering");
  });

  it("cancels the relayed request when the client goes away", async () => {
    const socketPath = socketIn();
    const closed = new Promise<void>((resolve) => {
      const upstream = http.createServer((request, response) => {
        response.writeHead(200);
        response.write("working…");
        request.socket.once("close", () => resolve());
      });
      servers.push(upstream);
      upstream.listen(socketPath);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const controller = new AbortController();
    const response = await fetch(await frontFor(socketPath), { signal: controller.signal });
    await response.body!.getReader().read();
    controller.abort();
    await expect(closed).resolves.toBeUndefined();
  });
});
