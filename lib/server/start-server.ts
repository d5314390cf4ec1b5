// The production server: Next serves the customer area; /v1 goes straight to the same route
// handlers (app/v1/**/route.ts, the same withApi pipeline) without Next's router, which costs
// more per request than the whole API pipeline. Started by `npm start`.
import http from "node:http";
import path from "node:path";
import next from "next";
import { env } from "../env";
import { stopServerProcess } from "../startup/stop-server-process";
import { configureServerTimeouts, installGracefulShutdown } from "./graceful-shutdown";
import { serveWebHandler } from "./serve-web-handler";
import { loadV1Routes } from "./v1-routes";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
// Behind a reverse proxy that sets X-Forwarded-For, keep it; otherwise the socket's address is
// the client's, and nobody can choose their own address for per-address limits or the audit.
const trustProxy = env.TRUST_PROXY ?? false;
process.env.PORT = String(port);

const app = next({ dev: false, dir: process.cwd(), hostname, port });
await app.prepare();
const handleWithNext = app.getRequestHandler();
const matchV1 = await loadV1Routes(path.join(process.cwd(), "app"));

const server = http.createServer((request, response) => {
  if (!trustProxy) request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
  const pathname = (request.url ?? "/").split("?")[0]!;
  const route = pathname === "/v1" || pathname.startsWith("/v1/") ? matchV1(pathname) : null;
  if (!route) {
    void handleWithNext(request, response);
    return;
  }
  const origin = `http://${request.headers.host ?? `127.0.0.1:${port}`}`;
  serveWebHandler(route, request, response, origin).catch((error: unknown) => {
    process.stderr.write(`v1 request failed outside the pipeline: ${error instanceof Error ? error.message : String(error)}\n`);
    if (response.headersSent) response.destroy();
    else response.writeHead(500).end();
  });
});

server.listen(port, hostname, () => {
  process.stderr.write(`  Listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}\n`);
});
configureServerTimeouts(server);
installGracefulShutdown(server, { timeoutMs: 25_000, onDrained: stopServerProcess });
