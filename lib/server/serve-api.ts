// `npm run start:api` on PostgreSQL: the /v1 app alone, with no Next loaded (Next's runtime
// taxes every request of the process it lives in: its async-context hooks run on every promise).
// Migrates first, as every server process does at start (under an advisory lock); runs no
// workers, which are `npm run worker`'s job.
import { migrateDatabase } from "../db/migrate";
import { stopServerProcess } from "../startup/stop-server-process";
import { apiListener } from "./api-listener";
import { startPublicServer } from "./front-server";

export async function serveApi(port: number, hostname: string): Promise<void> {
  await migrateDatabase();
  startPublicServer({ port, hostname, handle: apiListener({ nextInProcess: false }), onDrained: stopServerProcess });
}
