// The flags every server process (npm start, start:api, start:web, worker) runs node with: the
// package.json scripts and scripts/e2e-server*.sh carry them literally, the tests and benchmarks
// that start a server take them from here, and server-node-flags.test.ts keeps those in step.
//
// AsyncLocalStorage backed by AsyncContextFrame (the default from Node 24 on) instead of
// async_hooks: the log context (lib/platform/log-context.ts) and OpenTelemetry's context manager
// then carry their context with each promise at no cost per promise, where the async_hooks
// version ran a hook at every promise's creation and resolution for every store in use. Under
// bench:api's load that was about a quarter of the API process's time: ~290 → ~210 µs of CPU
// per request, and the telemetry's extra store stopped costing per promise.
export const SERVER_NODE_FLAGS = ["--experimental-async-context-frame"] as const;
