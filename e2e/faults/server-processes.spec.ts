import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { freePort, run, serverDist, waitUntil, withoutRedis } from "./fault-helpers";

// `npm start` on PostgreSQL is two processes: the API (the one started) and the customer area's
// Next, its child running start:web's entry point (lib/adapters/server/serve-api-beside-next.ts). Neither may outlive the other: a
// supervisor must see the server die and restart it whole, and no orphan may keep a port, a
// socket or database connections. Each case kills one with SIGKILL (no clean-up possible).

const serverUrl = process.env.TEST_DATABASE_URL;

test.describe("npm start's two processes on PostgreSQL", () => {
  test.skip(!serverUrl, "TEST_DATABASE_URL is not set: the process fault spec is SKIPPED");
  test.setTimeout(180_000);
  let databaseUrl = "";
  let databaseName = "";
  let server: ChildProcess | undefined;
  let output = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    databaseName = `fault_processes_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    await run("node_modules/.bin/tsx", ["--tsconfig", "tsconfig.json", "lib/adapters/cli/main.ts", "db", "migrate"], { DATABASE_URL: databaseUrl });
  });

  test.afterEach(() => {
    // Whatever is left of this case's server, its whole process group.
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  });

  test.afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  /** Starts `npm start` and returns its base URL and the pids of its API and Next processes. */
  async function startServer(): Promise<{ baseUrl: string; apiPid: number; nextPid: number }> {
    const port = await freePort();
    output = "";
    // What `npm start` runs: the compiled entry point (this run's build, scripts/e2e-server.sh).
    server = spawn(process.execPath, [`${serverDist}/start-server.js`], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...withoutRedis(process.env), NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", DATABASE_URL: databaseUrl, RUN_WORKERS_IN_PROCESS: "false", SEED_ON_START: "false", AUTH_SECRET: "fault-spec-secret-0123456789abcdef0123456789abcdef", LOG_LEVEL: "warn" },
    });
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${baseUrl}/sign-in`).catch(() => null))?.status === 200, 90_000, () => `server did not come up:\n${output.slice(-3000)}`);
    // The API's node (the one started; it listens on the port) → Next's node (dist/start-web.js).
    const processes = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args! }));
    const next = processes.find((each) => each.args.includes("start-web.js") && each.ppid === server!.pid);
    expect(next, `no Next process under ${server.pid}:\n${processes.map((each) => `${each.pid} ${each.ppid} ${each.args}`).join("\n")}`).toBeDefined();
    return { baseUrl, apiPid: next!.ppid, nextPid: next!.pid };
  }

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  test("Next killed: the server exits non-zero, so its supervisor restarts it whole", async () => {
    const { baseUrl, nextPid } = await startServer();
    expect((await fetch(`${baseUrl}/v1/modules`)).status).toBe(401);
    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
    process.kill(nextPid, "SIGKILL");
    const code = await Promise.race([exited, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000))]);
    expect(code, output.slice(-2000)).not.toBe("timeout");
    expect(code).not.toBe(0);
    expect(await fetch(`${baseUrl}/v1/modules`).then(() => "answered", () => "refused")).toBe("refused");
  });

  test("the API process killed: Next stops by itself, leaving no orphan", async () => {
    const { baseUrl, apiPid, nextPid } = await startServer();
    expect((await fetch(`${baseUrl}/sign-in`)).status).toBe(200);
    process.kill(apiPid, "SIGKILL");
    await waitUntil(async () => !alive(nextPid), 30_000, () => `Next (pid ${nextPid}) outlived the API process:\n${output.slice(-2000)}`);
  });
});
