import http from "node:http";
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

// Behind a reverse proxy that sets X-Forwarded-For, keep it; otherwise the socket's address is
// the client's, and nobody can choose their own address for per-address limits or the audit.
const trustProxy = ["1", "true", "yes"].includes((process.env.TRUST_PROXY ?? "").toLowerCase());

const isV1 = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?");

/** The public port of `npm start`: /v1 to the API, the rest to the customer area; graceful on SIGTERM. */
export function startFrontServer(options: FrontServerOptions): http.Server {
  const server = http.createServer((request, response) => {
    if (!trustProxy) request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
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
