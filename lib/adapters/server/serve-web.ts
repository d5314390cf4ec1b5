// `npm run start:web`: the customer area, Next alone. Its start-up (instrumentation.ts) migrates
// the database and, when RUN_WORKERS_IN_PROCESS is set, starts the workers. It answers /v1 too,
// through the catch-all route, as `next start` does; in production the ingress (or npm start's
// front) sends /v1 to the API process instead.
// Forked by npm start on PostgreSQL (serve-api-beside-next.ts), it listens on the private Unix
// socket it is given, says "ready" over IPC once Next is prepared, and stops when that channel
// closes: when the front has drained, or when the front died.
import fs from "node:fs";
import http from "node:http";
import next from "next";
import { env } from "../../platform/env";
import { stopServerProcess } from "../startup/stop-server-process";
import { startPublicServer, type Listener } from "./front-server";
import { configureServerTimeouts, installGracefulShutdown } from "./graceful-shutdown";

export async function serveWeb(port: number, hostname: string): Promise<void> {
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handleWithNext = app.getRequestHandler();
  const handle: Listener = (request, response) => void handleWithNext(request, response);
  const socketPath = env.NEXT_SOCKET_PATH;
  if (socketPath && process.send) serveBehindFront(handle, socketPath);
  else startPublicServer({ port, hostname, handle, onDrained: stopServerProcess });
}

function serveBehindFront(handle: Listener, socketPath: string): void {
  // The front described the client already (front-server.ts), so the headers are kept as relayed.
  const server = http.createServer(handle);
  configureServerTimeouts(server);
  const shutDown = installGracefulShutdown(server, { timeoutMs: 25_000, onDrained: stopServerProcess, signals: [] });
  // A Ctrl-C (or a supervisor's SIGTERM to the whole group) reaches both processes: this one
  // keeps serving the requests the front still relays, and stops once the front lets go.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => {});
  process.once("disconnect", () => void shutDown("SIGTERM"));
  fs.rmSync(socketPath, { force: true });
  server.listen(socketPath, () => process.send!("ready"));
}
