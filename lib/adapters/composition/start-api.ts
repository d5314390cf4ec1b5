import { exitOnUnsupportedNode } from "../startup/supported-node";

// `npm run start:api` (compiled to dist/start-api.js): the edge app alone (/v1, /oauth,
// /.well-known, /secret-scanning, the probes), on PORT and HOSTNAME, on PostgreSQL (serve-api.ts).
// Behind an ingress that routes those paths here and the rest to `npm run start:web`. The imports stay dynamic so the Node check runs before any package loads.
exitOnUnsupportedNode();
// Before the app loads: tracing patches pg, ioredis and http as they are first required.
await import("../../platform/telemetry/start-telemetry").then(({ startTelemetry }) => startTelemetry("api", { preloadInstrumented: true }));

const { requireServerDatabase } = await import("../server/require-server-database");
const { env } = await import("../../platform/env");
requireServerDatabase("start:api");
const { serveApi } = await import("../server/serve-api");
const { edgeMount } = await import("../api/edge-mount");
// No Next in this process: the edge app may use @hono/node-server's lighter Request and Response.
await serveApi(env.PORT, env.HOSTNAME ?? "0.0.0.0", edgeMount({ nextInProcess: false }));
