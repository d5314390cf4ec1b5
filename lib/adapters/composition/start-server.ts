import { exitOnUnsupportedNode } from "../startup/supported-node";

// `npm start` (compiled to dist/start-server.js by `npm run build`): the whole app in one
// process on one port, on the embedded database or on PostgreSQL (serve-in-one-process.ts).
// Production behind an ingress runs start:api, start:web and the worker instead.
// The imports below stay dynamic: the Node check runs before any package loads.
exitOnUnsupportedNode();
// Before the app loads: tracing patches pg, ioredis and http as they are first required.
await import("../../platform/telemetry/start-telemetry").then(({ startTelemetry }) => startTelemetry("server", { preloadInstrumented: true }));

const { env } = await import("../../platform/env");
const { serveInOneProcess } = await import("../server/serve-in-one-process");
const { edgeMount } = await import("../api/edge-mount");
await serveInOneProcess(env.PORT, env.HOSTNAME ?? "0.0.0.0", edgeMount({ nextInProcess: true }));
