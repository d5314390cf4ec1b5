// `npm start` on PostgreSQL, a small front for a single machine without an ingress: this process
// serves /v1 itself (as `npm run start:api` does, no Next loaded) and relays everything else to
// `npm run start:web`'s entry point, which it forks onto a private Unix socket. With an ingress,
// run start:api and start:web as processes of their own instead, and route /v1 to the first.
// The embedded database belongs to one process, so PGlite keeps serve-in-one-process.ts.
import { fork } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { logger } from "../../platform/logger";
import { stopServerProcess } from "../startup/stop-server-process";
import { apiListener } from "./api-listener";
import { splitV1, startPublicServer } from "./front-server";
import { relayToSocket } from "./relay-to-socket";

// Compiled (`npm start`), this code sits in dist/ beside dist/start-web.js; from source (tsx, in
// development and benchmarks) beside start-web.ts. The child inherits this process's execArgv,
// so it runs the same way: plain node, or node with tsx's loader.
function webEntryFile(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), `start-web${path.extname(here)}`);
}

export async function serveApiBesideNext(port: number, hostname: string): Promise<void> {
  const socketPath = path.join(os.tmpdir(), `module-integrations-web-${process.pid}.sock`);
  const web = fork(webEntryFile(), [], {
    env: { ...process.env, NEXT_SOCKET_PATH: socketPath, PORT: String(port), HOSTNAME: hostname },
    stdio: "inherit",
  });
  let stopping = false;
  // The web process migrates the database in its start-up; /v1 opens only once that is done.
  await new Promise<void>((resolve, reject) => {
    web.once("message", (message) => message === "ready" && resolve());
    web.once("exit", (code) => reject(new Error(`the customer area's process exited (code ${code}) before it was ready`)));
  });
  // Without its customer area this server is not whole: exit, so the supervisor restarts both.
  web.once("exit", (code, signal) => {
    if (stopping) return;
    logger.error({ code, signal }, "the customer area's process exited; stopping");
    process.exit(1);
  });

  startPublicServer({
    port,
    hostname,
    handle: splitV1(apiListener({ nextInProcess: false }), relayToSocket(socketPath)),
    onDrained: async () => {
      stopping = true;
      // Gone already (an exit code, or killed by a signal: then exitCode stays null), or when it goes.
      const exited = new Promise((resolve) => (web.exitCode !== null || web.signalCode !== null ? resolve(null) : web.once("exit", resolve)));
      // Closing the IPC channel is the web process's signal to drain and stop (serve-web.ts).
      if (web.connected) web.disconnect();
      // Both drain at once: Next's workers and pools there, the API's counters and pools here.
      await Promise.all([exited, stopServerProcess()]);
    },
  });
}
