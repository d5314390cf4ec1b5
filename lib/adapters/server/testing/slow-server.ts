// A bare node:http server with the production shutdown wiring, for graceful-shutdown.test.ts:
// every request takes DELAY_MS to answer, so a SIGTERM lands while requests are in flight.
import http from "node:http";
import { configureServerTimeouts, installGracefulShutdown } from "../graceful-shutdown";

const delayMs = Number(process.env.DELAY_MS ?? 500);
/** How long the clean-up after the drain takes (a pool whose connections were cut, say). */
const cleanupMs = Number(process.env.CLEANUP_MS ?? 0);
const server = http.createServer((_request, response) => {
  if (process.env.ANNOUNCE_REQUESTS) process.stdout.write("request\n");
  setTimeout(() => response.end("done"), delayMs);
});
configureServerTimeouts(server);
installGracefulShutdown(server, {
  timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  onDrained: async () => {
    process.stdout.write("drained\n");
    await new Promise((resolve) => setTimeout(resolve, cleanupMs));
  },
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`listening ${port} ${server.keepAliveTimeout} ${server.headersTimeout}\n`);
});
