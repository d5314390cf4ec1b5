import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../../lib/adapters/server/server-node-flags";
import { freePort, run, serverDist, waitUntil, withoutRedis } from "./fault-helpers";

// `npm start` on PostgreSQL is one process, as on the embedded database: Next for the customer
// area and the edge app (/v1, OAuth, secret scanning, probes) beside it
// (lib/adapters/server/serve-in-one-process.ts). Before, it was a front that forked Next and
// relayed to it over a Unix socket, and each had to die with the other; now there is no child to
// orphan and nothing to relay.

const serverUrl = process.env.TEST_DATABASE_URL;

test.describe("npm start on PostgreSQL", () => {
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

  /** Starts `npm start` and returns its base URL once the customer area answers. */
  async function startServer(): Promise<string> {
    const port = await freePort();
    output = "";
    // What `npm start` runs: the compiled entry point (this run's build, scripts/e2e-server.sh).
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, `${serverDist}/start-server.js`], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...withoutRedis(process.env), NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", DATABASE_URL: databaseUrl, RUN_WORKERS_IN_PROCESS: "false", SEED_ON_START: "false", AUTH_SECRET: "fault-spec-secret-0123456789abcdef0123456789abcdef", LOG_LEVEL: "warn" },
    });
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${baseUrl}/sign-in`).catch(() => null))?.status === 200, 90_000, () => `server did not come up:\n${output.slice(-3000)}`);
    return baseUrl;
  }

  const childrenOf = (pid: number) =>
    execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
      .filter((match): match is RegExpMatchArray => match !== null && Number(match[2]) === pid)
      .map((match) => `${match[1]} ${match[3]}`);

  test("one process answers pages, /v1, OAuth discovery and the probes, with no child; killed, nothing of it answers", async () => {
    const baseUrl = await startServer();
    expect((await fetch(`${baseUrl}/v1/modules`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/.well-known/oauth-authorization-server`)).status).toBe(200);
    expect(await (await fetch(`${baseUrl}/readyz`)).json()).toEqual({ status: "ready" });
    expect(childrenOf(server!.pid!), output.slice(-2000)).toEqual([]);
    const exited = new Promise<void>((resolve) => server!.once("exit", () => resolve()));
    process.kill(server!.pid!, "SIGKILL");
    await exited;
    expect(await fetch(`${baseUrl}/sign-in`).then(() => "answered", () => "refused")).toBe("refused");
  });
});
