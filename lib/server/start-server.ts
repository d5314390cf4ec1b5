// The production server (`npm start`): Next serves the customer area; /v1 goes straight to the
// v1 app (lib/api/v1-app.ts) through @hono/node-server, without Next's router, which costs
// more per request than the whole API pipeline. Both run on the one copy of lib/ Next loaded.
import http from "node:http";
import next from "next";
import { getRequestListener } from "@hono/node-server";
import { stopStartedServerProcess } from "../startup/server-process-stop";
import { configureServerTimeouts, installGracefulShutdown } from "./graceful-shutdown";
import { loadV1Fetch } from "./load-v1-fetch";
import { malformedRequestAnswer } from "./malformed-request-answer";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
// Behind a reverse proxy that sets X-Forwarded-For, keep it; otherwise the socket's address is
// the client's, and nobody can choose their own address for per-address limits or the audit.
const trustProxy = ["1", "true", "yes"].includes((process.env.TRUST_PROXY ?? "").toLowerCase());
process.env.PORT = String(port);

const app = next({ dev: false, dir: process.cwd(), hostname, port });
await app.prepare();
const handleWithNext = app.getRequestHandler();
const serveV1 = getRequestListener(await loadV1Fetch(process.env.NEXT_DIST_DIR || ".next"), {
  // Keep the platform's Request/Response: Next shares this process and relies on them.
  overrideGlobalObjects: false,
  // A request that cannot even be read as one (a malformed Host, say) gets a 400 problem.
  errorHandler: malformedRequestAnswer,
});

const isV1 = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?");

const server = http.createServer((request, response) => {
  if (!trustProxy) request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
  if (isV1(request.url ?? "/")) void serveV1(request, response);
  else void handleWithNext(request, response);
});

server.listen(port, hostname, () => {
  process.stderr.write(`  Listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}\n`);
});
configureServerTimeouts(server);
// After the last request: stop the in-process workers and close the pools that the app's own
// start-up (instrumentation.ts) opened, through the stop it registered.
installGracefulShutdown(server, { timeoutMs: 25_000, onDrained: stopStartedServerProcess });
