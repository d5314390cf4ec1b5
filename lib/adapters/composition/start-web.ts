import { exitOnUnsupportedNode } from "../startup/supported-node";

// `npm run start:web` (compiled to dist/start-web.js): the customer area, Next alone, on PORT and
// HOSTNAME, on PostgreSQL (serve-web.ts), behind an ingress that routes the edge paths to
// `npm run start:api`. The imports stay dynamic so the Node check runs before any package loads.
exitOnUnsupportedNode();
// Before the app loads: tracing patches pg, ioredis and http as they are first required.
await import("../../platform/telemetry/start-telemetry").then(({ startTelemetry }) => startTelemetry("web", { preloadInstrumented: true }));

const { requireServerDatabase } = await import("../server/require-server-database");
const { env } = await import("../../platform/env");
requireServerDatabase("start:web");
const { serveWeb } = await import("../server/serve-web");
const { edgeMount } = await import("../api/edge-mount");
// The edge app answers only the orchestrator's probes here.
await serveWeb(env.PORT, env.HOSTNAME ?? "0.0.0.0", edgeMount({ nextInProcess: true }));
