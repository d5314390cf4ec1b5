// Next calls register() once per server process before it serves requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before the app loads, so tracing patches pg and ioredis as they are first required. In
  // production the entry point (dist/start-*.js) has started telemetry already and this finds it
  // started; `next dev` has no entry point of ours, so this is where its telemetry starts.
  const { startTelemetry } = await import("./lib/platform/telemetry/start-telemetry");
  startTelemetry("server");
  // The customer area's pages reach /v1 through this (lib/adapters/v1-client), never by importing the API.
  const [{ provideCustomerAreaTransport }, { customerAreaTransport }] = await Promise.all([
    import("./lib/adapters/v1-client/customer-area-transport-slot"),
    import("./lib/adapters/api/customer-area-transport"),
  ]);
  provideCustomerAreaTransport(customerAreaTransport);
  const { startServerProcess } = await import("./lib/adapters/startup/start-server-process");
  await startServerProcess();
}
