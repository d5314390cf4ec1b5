import http, { type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

// A real HTTP endpoint on 127.0.0.1 for tests: records every request and checks its signature
// with the Standard Webhooks reference library against each secret it is told about.

interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Indexes (into `secrets`) of the secrets whose signature verified. */
  verifiedWith: number[];
}

export interface TestReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Secrets to verify with; set after the webhook is created. */
  secrets: string[];
  close: () => Promise<void>;
}

/** `respond` gets the request number (0-based) and answers; the default answers 200 "ok". */
export async function startTestReceiver(
  respond: (index: number, response: ServerResponse) => void = (_index, response) => response.end("ok"),
): Promise<TestReceiver> {
  const receiver: TestReceiver = { url: "", requests: [], secrets: [], close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const verifiedWith = receiver.secrets.flatMap((secret, index) => {
        try {
          new Webhook(secret).verify(body, headers);
          return [index];
        } catch {
          return [];
        }
      });
      const index = receiver.requests.length;
      receiver.requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body, verifiedWith });
      respond(index, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** A receiver that answers 410 Gone until `fix()`, then 200: an endpoint that went away and came back. */
export async function startGoneReceiver(): Promise<TestReceiver & { fix: () => void }> {
  let gone = true;
  const receiver = await startTestReceiver((_index, response) => {
    response.statusCode = gone ? 410 : 200;
    response.end(gone ? "gone" : "ok");
  });
  return Object.assign(receiver, { fix: () => void (gone = false) });
}
