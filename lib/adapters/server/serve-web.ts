// `npm run start:web` on PostgreSQL: the customer area (pages, server actions, /api/auth), Next
// alone, behind an ingress that sends the edge paths to `npm run start:api`. Next's start-up
// (instrumentation.ts) migrates the database and, when RUN_WORKERS_IN_PROCESS is set, starts
// the workers. The orchestrator's probes are the edge app's, answered before Next.
import next from "next";
import { stopServerProcess } from "../startup/stop-server-process";
import { startPublicServer, type EdgeMount, type Listener } from "./public-server";

const isProbe = (url = "") => url === "/healthz" || url === "/readyz";

/** `edge`: the edge app, handed in by the entry point (lib/adapters/composition/start-web.ts), for /healthz and /readyz. */
export async function serveWeb(port: number, hostname: string, edge: EdgeMount): Promise<void> {
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handleWithNext = app.getRequestHandler();
  const handle: Listener = (request, response) => (isProbe(request.url) ? edge.listener(request, response) : void handleWithNext(request, response));
  startPublicServer({ port, hostname, handle, answerUnreadable: edge.answerUnreadable, onDrained: stopServerProcess });
}
