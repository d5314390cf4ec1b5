// One more app instance for the cross-instance tests: the real /v1 route handlers (the same
// withApi pipeline and caches) in a process of its own, on DATABASE_URL and REDIS_URL as given.
// Prints "ready" once it hears other instances' invalidations. Loopback only.
import http from "node:http";
import path from "node:path";
import { serveWebHandler } from "../../server/serve-web-handler";
import { loadV1Routes } from "../../server/v1-routes";
import { untilListening } from "../listen-for-invalidations";

const port = Number(process.env.PORT);
const match = await loadV1Routes(path.join(process.cwd(), "app"));
if (!(await untilListening(10_000))) throw new Error("the invalidation listener did not come up");

const server = http.createServer((request, response) => {
  request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
  const route = match((request.url ?? "/").split("?")[0]!);
  if (!route) return void response.writeHead(404).end();
  serveWebHandler(route, request, response, `http://127.0.0.1:${port}`).catch(() => response.destroy());
});
server.listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
process.once("SIGTERM", () => process.exit(0));
