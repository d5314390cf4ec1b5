// One more app instance for the cross-instance tests: the v1 app (the same pipeline and caches)
// in a process of its own, on DATABASE_URL and REDIS_URL as given, served by @hono/node-server
// as `npm start` serves it. Prints "ready" once it hears other instances' invalidations.
// Loopback only.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { v1App } from "../../../adapters/api/v1-app";
import { untilListening } from "../listen-for-invalidations";

const port = Number(process.env.PORT);
if (!(await untilListening(10_000))) throw new Error("the invalidation listener did not come up");

const serveV1 = getRequestListener(v1App.fetch, { overrideGlobalObjects: false });
const server = http.createServer((request, response) => {
  request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
  void serveV1(request, response);
});
server.listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
process.once("SIGTERM", () => process.exit(0));
