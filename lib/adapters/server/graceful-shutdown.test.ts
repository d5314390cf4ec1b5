import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";

// The real shutdown wiring in a real process: requests in flight when SIGTERM arrives are all
// answered, the process then exits 0, and nothing new is accepted meanwhile.

let child: ChildProcess | undefined;
afterEach(() => {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL"); // the group: tsx and its Node child
  } catch {
    // Already gone.
  }
});

async function startSlowServer(env: Record<string, string>): Promise<{ port: number; keepAlive: number; headers: number; output: () => string }> {
  child = spawn("node_modules/.bin/tsx", ["--tsconfig", "tsconfig.json", "lib/adapters/server/testing/slow-server.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!/listening (\d+) (\d+) (\d+)/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [, port, keepAlive, headers] = /listening (\d+) (\d+) (\d+)/.exec(output)!;
  return { port: Number(port), keepAlive: Number(keepAlive), headers: Number(headers), output: () => output };
}

function get(port: number, agent: http.Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
      })
      .on("error", reject);
  });
}

const exitOf = (process: ChildProcess) =>
  new Promise<number | null>((resolve) => (process.exitCode !== null ? resolve(process.exitCode) : process.once("exit", (code) => resolve(code))));

// No database involved: run once, in the PGlite project only.
describe.skipIf(process.env.VITEST_DATABASE === "postgres")("installGracefulShutdown", () => {
  it("answers every request in flight at SIGTERM, refuses new connections, then exits 0", { timeout: 60_000 }, async () => {
    const server = await startSlowServer({ DELAY_MS: "800" });
    // Timeouts for life behind a load balancer with a 60 s idle timeout.
    expect(server.keepAlive).toBeGreaterThan(60_000);
    expect(server.headers).toBeGreaterThan(server.keepAlive);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const inFlight = Array.from({ length: 10 }, () => get(server.port, agent));
    await new Promise((resolve) => setTimeout(resolve, 200)); // all ten are being handled
    child!.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await get(server.port, new http.Agent()).then(
      () => false,
      () => true,
    );

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.every((answer) => answer.body === "done")).toBe(true);
    expect(refused, "a new connection after SIGTERM is refused").toBe(true);
    expect(await exitOf(child!)).toBe(0);
    expect(server.output()).toContain("drained");
    agent.destroy();
  });

  it("gives up after its timeout when a request never ends, and exits 1", { timeout: 60_000 }, async () => {
    const server = await startSlowServer({ DELAY_MS: "60000", SHUTDOWN_TIMEOUT_MS: "1000" });
    const hanging = get(server.port, new http.Agent()).catch(() => "cut");
    await new Promise((resolve) => setTimeout(resolve, 200));
    child!.kill("SIGTERM");
    expect(await exitOf(child!)).toBe(1);
    expect(await hanging).toBe("cut");
  });

  it("exits 0 once every request is answered, even when the clean-up outlasts the timeout", { timeout: 60_000 }, async () => {
    const server = await startSlowServer({ DELAY_MS: "1000", SHUTDOWN_TIMEOUT_MS: "2000", CLEANUP_MS: "60000", ANNOUNCE_REQUESTS: "1" });
    const answered = get(server.port, new http.Agent());
    // The signal lands once the server is handling the request, not before it accepted it.
    while (!server.output().includes("request")) await new Promise((resolve) => setTimeout(resolve, 20));
    child!.kill("SIGTERM");
    expect((await answered).status).toBe(200);
    expect(await exitOf(child!)).toBe(0);
    // It got as far as the clean-up, which would have run for a minute.
    expect(server.output()).toContain("drained");
  });
});
