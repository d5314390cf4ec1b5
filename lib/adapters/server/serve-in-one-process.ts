// `npm start` on the embedded database, which one process owns: Next serves the customer area
// and /v1 goes straight to the v1 app through @hono/node-server, without Next's router. The app
// here is dist/'s own copy of lib/, beside the copies Next's bundles load: the state they must
// share (the database, the caches' invalidation bus, the limits, the workers) is one per process
// through lib/platform/process-globals.ts.
import next from "next";
import { stopServerProcess } from "../startup/stop-server-process";
import { apiListener } from "./api-listener";
import { splitV1, startPublicServer } from "./front-server";

export async function serveInOneProcess(port: number, hostname: string): Promise<void> {
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  // Runs Next's start-up (instrumentation.ts): migrations, the demo data, the in-process workers.
  await app.prepare();
  const handleWithNext = app.getRequestHandler();
  startPublicServer({
    port,
    hostname,
    handle: splitV1(apiListener({ nextInProcess: true }), (request, response) => void handleWithNext(request, response)),
    // After the last request: stop the workers Next's start-up started and close the pools.
    onDrained: stopServerProcess,
  });
}
