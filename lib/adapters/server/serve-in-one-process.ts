// `npm start`: the whole app in one process, on the embedded database (which one process owns)
// or on PostgreSQL. The edge paths (/v1, /oauth, /.well-known, /secret-scanning, the probes) go
// straight to the edge app through @hono/node-server, without Next's router; everything else
// (pages, server actions, /api/auth) to Next. The edge app here is dist/'s own copy of lib/,
// beside the copies Next's bundles load: the state they must share is one per process through
// lib/platform/process-globals.ts.
import next from "next";
import { isEdgePath } from "../edge-paths/edge-paths";
import { stopServerProcess } from "../startup/stop-server-process";
import { startPublicServer, type EdgeMount, type Listener } from "./public-server";

/** `edge`: the edge app, handed in by the entry point (lib/adapters/composition/start-server.ts). */
export async function serveInOneProcess(port: number, hostname: string, edge: EdgeMount): Promise<void> {
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  // Runs Next's start-up (instrumentation.ts): migrations, the demo data, the in-process workers.
  await app.prepare();
  const handleWithNext = app.getRequestHandler();
  const handle: Listener = (request, response) => (isEdgePath(request.url ?? "/") ? edge.listener(request, response) : void handleWithNext(request, response));
  // After the last request: stop the workers Next's start-up started and close the pools.
  startPublicServer({ port, hostname, handle, answerUnreadable: edge.answerUnreadable, onDrained: stopServerProcess });
}
