// `npm run start:api` on PostgreSQL: the /v1 app alone, with no Next loaded (Next's runtime
// taxes every request of the process it lives in: its async-context hooks run on every promise),
// plus the orchestrator's probes /healthz and /readyz. Migrates first, as every server process
// does at start (under an advisory lock); runs no workers, which are `npm run worker`'s job.
import { getRequestListener } from "@hono/node-server";
import { migrateDatabase } from "../../platform/db/migrate";
import { livenessResponse, readinessResponse } from "../../platform/health/probe-responses";
import { stopServerProcess } from "../startup/stop-server-process";
import { apiListener } from "./api-listener";
import { startPublicServer, type Listener } from "./front-server";

const probes = getRequestListener((request) => (new URL(request.url).pathname === "/readyz" ? readinessResponse() : livenessResponse()), {
  overrideGlobalObjects: true,
});
const isProbe = (url = "") => url === "/healthz" || url === "/readyz";

export async function serveApi(port: number, hostname: string): Promise<void> {
  await migrateDatabase();
  const api = apiListener({ nextInProcess: false });
  const handle: Listener = (request, response) => (isProbe(request.url) ? void probes(request, response) : api(request, response));
  startPublicServer({ port, hostname, handle, onDrained: stopServerProcess });
}
