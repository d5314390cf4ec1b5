// Next calls register() once per server process before it serves requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerProcess } = await import("./lib/adapters/startup/start-server-process");
  await startServerProcess();
}
