import http from "node:http";
import type net from "node:net";
import { originSettingsFromEnvironment } from "../../platform/http/public-origin";
import { configureServerTimeouts, installGracefulShutdown } from "./graceful-shutdown";

export type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** The whole HTTP answer, as text for the socket, to a request Node's parser refused (its error says why). */
export type UnreadableRequestAnswer = (error: { code?: string }) => string;

/** What a server mounts of the edge app, as the entry points hand it over (lib/adapters/api/edge-mount.ts). */
export interface EdgeMount {
  listener: Listener;
  answerUnreadable: UnreadableRequestAnswer;
}

export interface PublicServerOptions {
  port: number;
  hostname: string;
  handle: Listener;
  answerUnreadable: UnreadableRequestAnswer;
  /** Runs once the last request is answered, before the process exits. */
  onDrained: () => Promise<void>;
}

// Behind a reverse proxy that sets X-Forwarded-For/-Host/-Proto, keep them; otherwise the
// socket's address is the client's and the Host header the origin it used (over plain http), so
// nobody can choose their own address for per-address limits or the audit, nor the origin that
// sign-in callbacks and links in mails name (lib/platform/http/public-origin.ts).
const { trustProxy } = originSettingsFromEnvironment();

/** The headers that describe the client, which only a trusted proxy may send. */
const CLIENT_DESCRIPTION = new Set(["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "x-real-ip"]);

/**
 * Sets X-Forwarded-For/-Proto/-Host from the connection itself (and drops X-Real-IP), unless a
 * trusted proxy set them. In both views of the headers: the parsed object, which Next and a
 * header lookup read, and the raw list, from which @hono/node-server rebuilds a request's headers
 * once they are copied or iterated (a clone, as the request log makes of every write). Setting
 * only the first once let a write's X-Forwarded-For choose its own address for the per-address
 * limits, the audit journal and the request log.
 */
export function describeClient(request: http.IncomingMessage, trusted = trustProxy): void {
  if (trusted) return;
  const described: Record<string, string> = { "x-forwarded-for": request.socket.remoteAddress ?? "", "x-forwarded-proto": "http" };
  if (request.headers.host) described["x-forwarded-host"] = request.headers.host;
  const raw = request.rawHeaders;
  const kept: string[] = [];
  for (let index = 0; index < raw.length; index += 2) if (!CLIENT_DESCRIPTION.has(raw[index]!.toLowerCase())) kept.push(raw[index]!, raw[index + 1]!);
  for (const name in described) kept.push(name, described[name]!);
  request.rawHeaders = kept;
  for (const name of CLIENT_DESCRIPTION) delete request.headers[name];
  Object.assign(request.headers, described);
}

/**
 * Answers what Node's parser refuses before any listener runs (headers over 16 KiB, a malformed
 * request line, headers that never finished) with `answerUnreadable`'s problem instead of a bare
 * status line. As Node's own handler does: nothing is written once an answer on this connection
 * has begun, and the connection closes.
 */
export function answerClientErrors(server: http.Server, answerUnreadable: UnreadableRequestAnswer): void {
  server.on("clientError", (error: NodeJS.ErrnoException, duplex) => {
    const socket = duplex as net.Socket & { _httpMessage?: http.ServerResponse };
    // The answer in flight on this connection, if any (Node's own handler reads the same field).
    if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) return void socket.destroy();
    socket.write(answerUnreadable(error));
    // Closed once the answer is flushed.
    socket.destroySoon();
  });
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
  answerClientErrors(server, options.answerUnreadable);
  configureServerTimeouts(server);
  installGracefulShutdown(server, { timeoutMs: 25_000, onDrained: options.onDrained });
  return server;
}
