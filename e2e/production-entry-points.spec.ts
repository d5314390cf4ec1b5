import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../lib/adapters/server/server-node-flags";
import { freePort, serverDist, waitUntil, withoutRedis } from "./faults/fault-helpers";

// `npm start`, `npm run start:api`, `npm run start:web` and `npm run worker` run the compiled
// entry points (`npm run build` writes them to dist/): one plain node process each, no tsx
// wrapper, no loader, nothing transpiled at start.
// Each case runs the package.json script exactly as npm does (sh -c, node_modules/.bin on PATH)
// on an in-memory database: the started pid must itself become the server (the script execs
// node, so no shell waits in between), with no child.

const packageScripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

/** The script's command line, pointed at this run's build when it has a directory of its own. */
const scriptCommand = (name: string) => packageScripts[name]!.replaceAll("dist/", `${serverDist}/`);

interface ProcessInfo {
  pid: number;
  ppid: number;
  argv: string[];
  executable: string;
}

function processInfo(pid: number): ProcessInfo {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name in parentheses: state, ppid, ...
  const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  const argv = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  return { pid, ppid, argv, executable: fs.readlinkSync(`/proc/${pid}/exe`) };
}

function childrenOf(pid: number): ProcessInfo[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        return [processInfo(Number(entry))];
      } catch {
        return []; // Gone meanwhile.
      }
    })
    .filter((each) => each.ppid === pid);
}

const describeTree = (root: ProcessInfo) =>
  [root, ...childrenOf(root.pid)].map((each) => `${each.pid} (parent ${each.ppid}) ${each.executable}: ${each.argv.join(" ")}`).join("\n");

/** One node process, started on the compiled file with the servers' node flags, and no loader or preload of any kind. */
function expectPlainNodeRunning(pid: number, compiledFile: string) {
  const root = processInfo(pid);
  const tree = describeTree(root);
  expect(path.basename(root.executable), tree).toBe("node");
  expect(root.argv.slice(1), tree).toEqual([...SERVER_NODE_FLAGS, compiledFile]);
  expect(root.argv.join(" "), tree).not.toMatch(/tsx/);
  expect(childrenOf(pid), tree).toEqual([]);
}

function startScript(name: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  // The embedded database in memory, whatever the shell has.
  const { DATABASE_URL: _ignored, ...inherited } = withoutRedis(process.env);
  const child = spawn("sh", ["-c", scriptCommand(name)], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...inherited,
      PATH: `${path.resolve("node_modules/.bin")}:${process.env.PATH}`,
      NODE_ENV: "production",
      PGLITE_DIR: "memory://",
      SEED_ON_START: "false",
      AUTH_SECRET: "entry-point-secret-0123456789abcdef0123456789abcdef",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function killGroup(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code))));

test.describe("compiled production entry points", () => {
  test.setTimeout(120_000);
  let started: ChildProcess | undefined;
  test.afterEach(() => killGroup(started));

  test("npm start is one node process running dist/start-server.js, and answers /healthz", async () => {
    const port = await freePort();
    const server = startScript("start", { PORT: String(port), HOSTNAME: "127.0.0.1", LOG_LEVEL: "warn" });
    started = server.child;
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${baseUrl}/healthz`).catch(() => null))?.status === 200, 90_000, () => `npm start did not answer /healthz:\n${server.output().slice(-3000)}`);
    expect((await fetch(`${baseUrl}/v1/modules`)).status).toBe(401);
    expectPlainNodeRunning(server.child.pid!, `${serverDist}/start-server.js`);

    process.kill(server.child.pid!, "SIGTERM");
    expect(await exitOf(server.child), server.output().slice(-2000)).toBe(0);
  });

  test("npm run worker is one node process running dist/run-worker.js, and stops cleanly on SIGTERM", async () => {
    const worker = startScript("worker", { LOG_LEVEL: "info" });
    started = worker.child;
    await waitUntil(async () => worker.output().includes("worker running"), 60_000, () => `npm run worker did not start:\n${worker.output().slice(-3000)}`);
    expectPlainNodeRunning(worker.child.pid!, `${serverDist}/run-worker.js`);

    process.kill(worker.child.pid!, "SIGTERM");
    expect(await exitOf(worker.child), worker.output().slice(-2000)).toBe(0);
  });

  test("on Node 20 the compiled server and the start scripts refuse to start, saying which Node they need", async () => {
    const oldNode = ["/usr/bin/node", "/usr/local/bin/node"].find((file) => {
      const version = spawnSync(file, ["--version"], { encoding: "utf8" }).stdout ?? "";
      return /^v(1\d|20|21)\./.test(version);
    });
    test.skip(!oldNode, "no Node older than 22 on this machine: the version check is SKIPPED");
    const result = spawnSync(oldNode!, [`${serverDist}/start-server.js`], { encoding: "utf8", env: { ...process.env, PORT: "1", PGLITE_DIR: "memory://" }, timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/needs Node\.js 22 or newer.*this is Node\.js 2?\d\./);
    // npm start, start:api, start:web and worker run node with a flag Node 20 refuses ("bad
    // option"), so their pre-scripts check Node first, and say the same.
    for (const name of ["prestart", "prestart:api", "prestart:web", "preworker"]) {
      const command = packageScripts[name]!.replace(/^node /, `${oldNode} `);
      const check = spawnSync("sh", ["-c", command], { encoding: "utf8" });
      expect({ name, status: check.status, stderr: check.stderr }).toMatchObject({ name, status: 1, stderr: expect.stringMatching(/needs Node\.js 22 or newer.*this is Node\.js 2?\d\./) });
    }
  });

  test("without a build, npm start says to run npm run build first", () => {
    const emptyProject = fs.mkdtempSync(path.join(os.tmpdir(), "no-build-"));
    try {
      // npm runs it from the project root; here from a directory with no build in it.
      const command = (packageScripts.prestart ?? "true").replaceAll("scripts/", `${path.resolve("scripts")}/`);
      const result = spawnSync("sh", ["-c", command], { cwd: emptyProject, encoding: "utf8", env: { ...process.env, NEXT_DIST_DIR: "" } });
      // Old scripts had no prestart: `npm start` then ran tsx on the sources, with no build check.
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("run `npm run build` first");
    } finally {
      fs.rmSync(emptyProject, { recursive: true, force: true });
    }
  });
});

// Production with an ingress: the API and the customer area as processes of their own, both on
// one fresh PostgreSQL database, which both migrate at start (one waits for the other's lock).
test.describe("start:api and start:web on PostgreSQL", () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(!serverUrl, "TEST_DATABASE_URL is not set: start:api and start:web are SKIPPED");
  test.setTimeout(120_000);
  const databaseName = `entry_points_${process.pid}_${Date.now()}`;
  const started: ChildProcess[] = [];
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  test.beforeAll(() => admin(`create database ${databaseName}`));
  test.afterAll(async () => {
    for (const child of started) killGroup(child);
    await admin(`drop database if exists ${databaseName} with (force)`);
  });

  test("each is one node process on its compiled file: the API answers the edge paths, Next the customer area, both the probes; both stop cleanly", async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const common = { DATABASE_URL: url.toString(), HOSTNAME: "127.0.0.1", LOG_LEVEL: "warn", RUN_WORKERS_IN_PROCESS: "false" };
    const api = startScript("start:api", { ...common, PORT: String(apiPort) });
    const web = startScript("start:web", { ...common, PORT: String(webPort) });
    started.push(api.child, web.child);
    for (const [name, port, server] of [["start:api", apiPort, api], ["start:web", webPort, web]] as const) {
      await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status === 200, 90_000, () => `${name} did not listen:\n${server.output().slice(-3000)}`);
    }
    expect((await fetch(`http://127.0.0.1:${apiPort}/v1/modules`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${apiPort}/.well-known/oauth-authorization-server`)).status).toBe(200);
    const unauthenticated = await fetch(`http://127.0.0.1:${apiPort}/oauth/token`, { method: "POST", body: new URLSearchParams({ grant_type: "client_credentials" }) });
    expect([unauthenticated.status, (await unauthenticated.json()).error]).toEqual([401, "invalid_client"]);
    // The edge paths are not Next's job in production: the ingress sends them to start:api.
    expect((await fetch(`http://127.0.0.1:${webPort}/v1/modules`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${webPort}/oauth/token`, { method: "POST" })).status).toBe(404);
    // The orchestrator's probes, on both.
    for (const port of [apiPort, webPort]) {
      expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: "ok" });
      expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toEqual({ status: "ready" });
    }
    // The customer area is not the API process's job.
    expect((await fetch(`http://127.0.0.1:${apiPort}/sign-in`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${webPort}/sign-in`)).status).toBe(200);
    expectPlainNodeRunning(api.child.pid!, `${serverDist}/start-api.js`);
    expectPlainNodeRunning(web.child.pid!, `${serverDist}/start-web.js`);

    for (const server of [api, web]) process.kill(server.child.pid!, "SIGTERM");
    expect(await exitOf(api.child), api.output().slice(-2000)).toBe(0);
    expect(await exitOf(web.child), web.output().slice(-2000)).toBe(0);
  });

  test("without DATABASE_URL each refuses to start, naming npm start for the demo", () => {
    for (const entry of ["start-api", "start-web"]) {
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const result = spawnSync(process.execPath, [`${serverDist}/${entry}.js`], { encoding: "utf8", env: { ...inherited, PGLITE_DIR: "memory://" }, timeout: 30_000 });
      expect(result.status, entry).toBe(1);
      expect(result.stderr).toMatch(/needs DATABASE_URL.*run `npm start` for the demo/);
    }
  });
});
