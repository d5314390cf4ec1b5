import { exitOnUnsupportedNode } from "../startup/supported-node";

// `npm start` (compiled to dist/start-server.js by `npm run build`): one port, /v1 answered by
// the v1 app through @hono/node-server without Next's router, everything else by Next.
// - On the embedded database, which one process owns: both in this process (serve-in-one-process.ts).
// - On PostgreSQL (DATABASE_URL): /v1 in this process with no Next loaded, the customer area in
//   `npm run start:web`'s process, forked and relayed to (serve-api-beside-next.ts).
// The imports below stay dynamic (separate chunks in dist/): the Node check runs before any
// package loads, and the API process on PostgreSQL never loads Next.
exitOnUnsupportedNode();
// Before the app loads: tracing patches pg, ioredis and http as they are first required.
await import("../../platform/telemetry/start-telemetry").then(({ startTelemetry }) => startTelemetry("server"));

const { env } = await import("../../platform/env");
const port = env.PORT;
const hostname = env.HOSTNAME ?? "0.0.0.0";

if (env.DATABASE_URL) {
  const { serveApiBesideNext } = await import("./serve-api-beside-next");
  await serveApiBesideNext(port, hostname);
} else {
  const { serveInOneProcess } = await import("./serve-in-one-process");
  await serveInOneProcess(port, hostname);
}
