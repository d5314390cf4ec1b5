// `npm run start:api` on PostgreSQL: the edge app alone (/v1, /oauth, /.well-known,
// /secret-scanning, /healthz, /readyz), with no Next loaded: Next's runtime taxes every request
// of the process it lives in (its async-context hooks run on every promise). Migrates first, as
// every server process does at start (under an advisory lock); runs no workers, which are
// `npm run worker`'s job.
import { migrateDatabase } from "../../platform/db/migrate";
import { stopServerProcess } from "../startup/stop-server-process";
import { startPublicServer, type EdgeMount } from "./public-server";

/** `edge`: the edge app, handed in by the entry point (lib/adapters/composition/start-api.ts). */
export async function serveApi(port: number, hostname: string, edge: EdgeMount): Promise<void> {
  await migrateDatabase();
  startPublicServer({ port, hostname, handle: edge.listener, answerUnreadable: edge.answerUnreadable, onDrained: stopServerProcess });
}
