import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Cluster } from "ioredis";
import { freePort } from "./free-port";

// A real three-master Redis Cluster of the test's own: three redis-servers with cluster mode on,
// joined by `redis-cli --cluster create`, nothing saved, every wait bounded. stop() ends only
// these processes and removes their directory.

export interface ThrowawayRedisCluster {
  /** REDIS_URL for the app: redis-cluster://127.0.0.1:<port>,… */
  url: string;
  ports: number[];
  /** A Cluster connection of the test's own, for inspection. */
  admin: Cluster;
  stop: () => Promise<void>;
}

const MASTERS = 3;
/** Redis Cluster's bus listens on the client port + 10000. */
const BUS_OFFSET = 10_000;

export const hasRedisClusterBinaries = () =>
  ["redis-server", "redis-cli"].every((binary) => spawnSync(binary, ["--version"], { stdio: "ignore" }).status === 0);

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/**
 * Ports whose bus port is free too. `firstPort` (TEST_REDIS_CLUSTER_PORT on a shared machine)
 * gives fixed ones; otherwise the system's free ports, below 55536 so the bus port exists.
 */
async function clusterPorts(firstPort: number | undefined): Promise<number[]> {
  if (firstPort) return Array.from({ length: MASTERS }, (_, index) => firstPort + index);
  const ports: number[] = [];
  for (let tries = 0; ports.length < MASTERS && tries < 100; tries++) {
    const port = await freePort();
    if (port + BUS_OFFSET <= 65_535 && !ports.includes(port) && (await isFree(port + BUS_OFFSET))) ports.push(port);
  }
  if (ports.length < MASTERS) throw new Error("no free ports for a Redis Cluster");
  return ports;
}

function run(command: string, args: string[], timeoutMs: number): string {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: timeoutMs });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.error?.message ?? result.stderr ?? ""}${result.stdout ?? ""}`);
  return result.stdout;
}

async function waitUntil(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (port: number, ...command: string[]) =>
  spawnSync("redis-cli", ["-h", "127.0.0.1", "-p", String(port), ...command], { encoding: "utf8", timeout: 2000 }).stdout ?? "";

export async function startThrowawayRedisCluster(options: { firstPort?: number } = {}): Promise<ThrowawayRedisCluster> {
  const ports = await clusterPorts(options.firstPort);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "redis-cluster-"));
  const children: ChildProcess[] = [];
  const stopServers = async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.kill();
        return exited;
      }),
    );
    fs.rmSync(directory, { recursive: true, force: true });
  };
  try {
    for (const port of ports) {
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--cluster-enabled", "yes", "--cluster-config-file", `nodes-${port}.conf`];
      args.push("--dir", directory, "--save", "", "--appendonly", "no", "--daemonize", "no");
      children.push(spawn("redis-server", args, { stdio: "ignore" }));
    }
    for (const port of ports) await waitUntil(`redis-server on ${port}`, () => answers(port, "ping").trim() === "PONG", 10_000);
    const nodes = ports.map((port) => `127.0.0.1:${port}`);
    run("redis-cli", ["--cluster", "create", ...nodes, "--cluster-replicas", "0", "--cluster-yes"], 30_000);
    for (const port of ports) await waitUntil(`cluster state ok on ${port}`, () => answers(port, "cluster", "info").includes("cluster_state:ok"), 10_000);
  } catch (error) {
    await stopServers();
    throw error;
  }
  const admin = new Cluster(ports.map((port) => ({ host: "127.0.0.1", port })));
  admin.on("error", () => {}); // a node going away at stop() is expected
  return {
    url: `redis-cluster://${ports.map((port) => `127.0.0.1:${port}`).join(",")}`,
    ports,
    admin,
    stop: async () => {
      admin.disconnect();
      await stopServers();
    },
  };
}
