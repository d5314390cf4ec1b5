// `npm start` on the embedded database, which one process owns: Next serves the customer area
// and /v1 goes straight to the v1 app through @hono/node-server, without Next's router. Both
// run on the one copy of lib/ Next loaded (the app is taken from Next's build of the /v1 route).
import next from "next";
import { getRequestListener } from "@hono/node-server";
import { env } from "../env";
import { stopStartedServerProcess } from "../startup/server-process-stop";
import { startFrontServer } from "./front-server";
import { loadV1Fetch } from "./load-v1-fetch";
import { malformedRequestAnswer } from "./malformed-request-answer";

export async function serveInOneProcess(port: number, hostname: string): Promise<void> {
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handleWithNext = app.getRequestHandler();
  const serveV1 = getRequestListener(await loadV1Fetch(env.NEXT_DIST_DIR ?? ".next"), {
    // Keep the platform's Request/Response: Next shares this process and relies on them.
    overrideGlobalObjects: false,
    // A request that cannot even be read as one (a malformed Host, say) gets a 400 problem.
    errorHandler: malformedRequestAnswer,
  });
  startFrontServer({
    port,
    hostname,
    serveV1: (request, response) => void serveV1(request, response),
    serveRest: (request, response) => void handleWithNext(request, response),
    // After the last request: stop the in-process workers and close the pools that the app's
    // own start-up (instrumentation.ts) opened, through the stop it registered.
    onDrained: stopStartedServerProcess,
  });
}
