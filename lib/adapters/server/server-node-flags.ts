// The flags every server process (npm start, start:api, start:web, worker) runs node with: the
// package.json scripts and scripts/e2e-server*.sh carry them literally, the tests and benchmarks
// that start a server take them from here, and server-node-flags.test.ts keeps those in step.
//
// AsyncLocalStorage backed by AsyncContextFrame (the default from Node 24 on) instead of
// async_hooks: the log context (lib/platform/log-context.ts) and OpenTelemetry's context manager
// then carry their context with each promise at no cost per promise, where the async_hooks
// version ran a hook at every promise's creation and resolution for every store in use (the
// promise hooks were 5–8 % of start:api's busy time in CPU profiles under bench:api's load).
// Two start:api instances with the flag beside two without, loaded at once: 1.09× the throughput
// (median of 12 runs, quartiles 1.03–1.21; the same instances beside each other: 1.05).
export const SERVER_NODE_FLAGS = ["--experimental-async-context-frame"] as const;
