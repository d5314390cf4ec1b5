// The customer area's own process when `npm start` runs on PostgreSQL: Next on a private Unix
// socket, reached only through the front process (serve-api-beside-next.ts), which starts it,
// relays every non-/v1 request to it, and tells it when to stop. Next's start-up
// (instrumentation.ts) migrates the database and starts the workers here, as it would alone.
import fs from "node:fs";
import http from "node:http";
import next from "next";
import { env } from "../env";
import { stopStartedServerProcess } from "../startup/server-process-stop";
import { configureServerTimeouts, installGracefulShutdown } from "./graceful-shutdown";

const socketPath = env.NEXT_SOCKET_PATH;
if (!socketPath || !process.send) throw new Error("next-process is started by lib/server/serve-api-beside-next.ts (npm start on PostgreSQL), not by itself");

const app = next({ dev: false, dir: process.cwd(), hostname: env.HOSTNAME, port: env.PORT });
await app.prepare();
const handleWithNext = app.getRequestHandler();
const server = http.createServer((request, response) => void handleWithNext(request, response));
configureServerTimeouts(server);
const shutDown = installGracefulShutdown(server, { timeoutMs: 25_000, onDrained: stopStartedServerProcess, signals: [] });
// The front stops this process once it has relayed its last request. A Ctrl-C reaches the whole
// process group, so the signals themselves are left to the front.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => {});
process.on("message", (message) => message === "stop" && void shutDown("SIGTERM"));
process.on("disconnect", () => void shutDown("SIGTERM"));

fs.rmSync(socketPath, { force: true });
server.listen(socketPath, () => process.send!("ready"));
