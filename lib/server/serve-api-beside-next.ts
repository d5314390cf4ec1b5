// `npm start` on PostgreSQL: this process serves /v1 itself, with no Next loaded, and relays
// the customer area to Next in a child process (next-process.ts) on a private Unix socket.
// Next's runtime taxes every request of the process it lives in (its async-context hooks run on
// every promise), and @hono/node-server's lightweight Request/Response, which must not replace
// the globals Next uses, are safe here: bench:api measured /v1 ~1.4× faster this way. The
// embedded database belongs to one process, so PGlite keeps serve-in-one-process.ts.
import { fork } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { v1App } from "../api/v1-app";
import { logger } from "../logger";
import { stopServerProcess } from "../startup/stop-server-process";
import { startFrontServer } from "./front-server";
import { malformedRequestAnswer } from "./malformed-request-answer";
import { relayToSocket } from "./relay-to-socket";

// Compiled (`npm start`), this code sits in dist/ beside dist/next-process.js; from source (tsx, in
// development and scripts) beside next-process.ts. The child inherits this process's execArgv,
// so it runs the same way: plain node, or node with tsx's loader.
function nextProcessFile(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), `next-process${path.extname(here)}`);
}

export async function serveApiBesideNext(port: number, hostname: string): Promise<void> {
  const socketPath = path.join(os.tmpdir(), `module-integrations-next-${process.pid}.sock`);
  const nextProcess = fork(nextProcessFile(), [], {
    env: { ...process.env, NEXT_SOCKET_PATH: socketPath, PORT: String(port), HOSTNAME: hostname },
    stdio: "inherit",
  });
  let stopping = false;
  await new Promise<void>((resolve, reject) => {
    nextProcess.once("message", (message) => message === "ready" && resolve());
    nextProcess.once("exit", (code) => reject(new Error(`the customer area's process exited (code ${code}) before it was ready`)));
  });
  // Without its customer area this server is not whole: exit, so the supervisor restarts both.
  nextProcess.once("exit", (code, signal) => {
    if (stopping) return;
    logger.error({ code, signal }, "the customer area's process exited; stopping");
    process.exit(1);
  });

  const serveV1 = getRequestListener(v1App.fetch, { overrideGlobalObjects: true, errorHandler: malformedRequestAnswer });
  startFrontServer({
    port,
    hostname,
    serveV1: (request, response) => void serveV1(request, response),
    serveRest: relayToSocket(socketPath),
    onDrained: async () => {
      stopping = true;
      const exited = new Promise((resolve) => (nextProcess.exitCode !== null ? resolve(null) : nextProcess.once("exit", resolve)));
      if (nextProcess.connected) nextProcess.send("stop");
      // Both drain at once: Next's workers and pools there, the API's counters and pools here.
      await Promise.all([exited, stopServerProcess()]);
    },
  });
}
