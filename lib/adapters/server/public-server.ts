import http from "node:http";
import { originSettingsFromEnvironment } from "../../platform/http/public-origin";
import { configureServerTimeouts, installGracefulShutdown } from "./graceful-shutdown";

export type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface PublicServerOptions {
  port: number;
  hostname: string;
  handle: Listener;
  /** Runs once the last request is answered, before the process exits. */
  onDrained: () => Promise<void>;
}

// Behind a reverse proxy that sets X-Forwarded-For/-Host/-Proto, keep them; otherwise the
// socket's address is the client's and the Host header the origin it used (over plain http), so
// nobody can choose their own address for per-address limits or the audit, nor the origin that
// sign-in callbacks and links in mails name (lib/platform/http/public-origin.ts).
const { trustProxy } = originSettingsFromEnvironment();

/** Sets X-Forwarded-For/-Proto/-Host from the connection itself, unless a trusted proxy set them. */
export function describeClient(request: http.IncomingMessage, trusted = trustProxy): void {
  if (trusted) return;
  request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
  request.headers["x-forwarded-proto"] = "http";
  if (request.headers.host) request.headers["x-forwarded-host"] = request.headers.host;
  else delete request.headers["x-forwarded-host"];
}

/** The public port of every server process (npm start, start:api, start:web): client described, graceful on SIGTERM. */
export function startPublicServer(options: PublicServerOptions): http.Server {
  const server = http.createServer((request, response) => {
    describeClient(request);
    options.handle(request, response);
  });
  server.listen(options.port, options.hostname, () => {
    process.stderr.write(`  Listening on http://${options.hostname === "0.0.0.0" ? "localhost" : options.hostname}:${options.port}\n`);
  });
  configureServerTimeouts(server);
  installGracefulShutdown(server, { timeoutMs: 25_000, onDrained: options.onDrained });
  return server;
}
