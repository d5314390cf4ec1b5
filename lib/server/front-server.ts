import http from "node:http";
import { originSettingsFromEnvironment } from "../http/public-origin";
import { configureServerTimeouts, installGracefulShutdown } from "./graceful-shutdown";

type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface FrontServerOptions {
  port: number;
  hostname: string;
  serveV1: Listener;
  serveRest: Listener;
  /** Runs once the last request is answered, before the process exits. */
  onDrained: () => Promise<void>;
}

// Behind a reverse proxy that sets X-Forwarded-For/-Host/-Proto, keep them; otherwise the
// socket's address is the client's and the Host header the origin it used (over plain http), so
// nobody can choose their own address for per-address limits or the audit, nor the origin that
// sign-in callbacks and links in mails name (lib/http/public-origin.ts). Set here, they reach
// the customer area's process through the relay as the browser's request had them.
const { trustProxy } = originSettingsFromEnvironment();

/** Sets X-Forwarded-For/-Proto/-Host from the connection itself, unless a trusted proxy set them. */
export function describeClient(request: http.IncomingMessage, trusted = trustProxy): void {
  if (trusted) return;
  request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
  request.headers["x-forwarded-proto"] = "http";
  if (request.headers.host) request.headers["x-forwarded-host"] = request.headers.host;
  else delete request.headers["x-forwarded-host"];
}

const isV1 = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?");

/** The public port of `npm start`: /v1 to the API, the rest to the customer area; graceful on SIGTERM. */
export function startFrontServer(options: FrontServerOptions): http.Server {
  const server = http.createServer((request, response) => {
    describeClient(request);
    if (isV1(request.url ?? "/")) options.serveV1(request, response);
    else options.serveRest(request, response);
  });
  server.listen(options.port, options.hostname, () => {
    process.stderr.write(`  Listening on http://${options.hostname === "0.0.0.0" ? "localhost" : options.hostname}:${options.port}\n`);
  });
  configureServerTimeouts(server);
  installGracefulShutdown(server, { timeoutMs: 25_000, onDrained: options.onDrained });
  return server;
}
