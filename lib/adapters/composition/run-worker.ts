import { exitOnUnsupportedNode } from "../startup/supported-node";

// `npm run worker` (compiled to dist/run-worker.js by `npm run build`): the background process
// beside one or more web processes on PostgreSQL. The worker itself is loaded only after the
// Node check, so an old Node stops with a clear message before any package loads.
exitOnUnsupportedNode();
// Before the app loads: tracing patches pg, ioredis and http as they are first required.
await import("../../platform/telemetry/start-telemetry").then(({ startTelemetry }) => startTelemetry("worker", { preloadInstrumented: true }));

const { runWorker } = await import("../workers/worker-process");
await runWorker();
