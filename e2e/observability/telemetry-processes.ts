import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../lib/adapters/server/server-node-flags";
import { serverDist, waitUntil } from "../faults/fault-helpers";

// What the observability spec runs: the three production processes (compiled entry points) with
// metrics and tracing on, Debian's Prometheus on the shipped configuration, an OTLP/HTTP
// receiver and a webhook receiver that can be "down". Ports are fixed, from OBSERVABILITY_PORT_BASE.

const base = Number(process.env.OBSERVABILITY_PORT_BASE ?? 3880);
export const ports = {
  api: base,
  web: base + 1,
  apiMetrics: base + 2,
  webMetrics: base + 3,
  workerMetrics: base + 4,
  otlp: base + 5,
  receiver: base + 6,
  prometheus: base + 10,
};

export interface Started {
  child: ChildProcess;
  output: () => string;
}

/** `node <dist>/<file>.js` (with the server's flags and `nodeFlags`) in a process group of its own, its output kept for failure messages. */
export function startEntryPoint(file: string, env: Record<string, string>, nodeFlags: string[] = []): Started {
  return startNode([...SERVER_NODE_FLAGS, ...nodeFlags, `${serverDist}/${file}.js`], env);
}

/** `node <args>` in a process group of its own, its output kept for failure messages. */
export function startNode(args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr!.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  return { child, output: () => output };
}

export function stopGroup(started: Started | undefined): void {
  const pid = started?.child.pid;
  if (!pid || started.child.exitCode !== null || started.child.signalCode !== null) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** The operator CLI (tsx on the sources) against `databaseUrl`; its standard output. */
export function cli(databaseUrl: string, args: string[]): string {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--tsconfig", "tsconfig.json", "lib/adapters/cli/main.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", REDIS_URL: "" },
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Debian's Prometheus on a copy of deploy/prometheus: the shipped prometheus.yml and alerts.yml
 * unchanged but for the scrape and evaluation interval (1 s instead of 15 s, so the test waits
 * seconds, not minutes), with this run's targets in targets/*.yml.
 */
export async function startPrometheus(targets: Record<"api" | "web" | "worker", number>, metricsToken?: string): Promise<Started & { directory: string }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "prometheus-"));
  const shipped = fs.readFileSync("deploy/prometheus/prometheus.yml", "utf8");
  let config = shipped.replace(/scrape_interval: 15s/, "scrape_interval: 1s").replace(/evaluation_interval: 15s/, "evaluation_interval: 1s");
  if (config === shipped) throw new Error("deploy/prometheus/prometheus.yml no longer sets a 15 s interval: update this test");
  if (metricsToken) {
    // The documented way to scrape processes that have METRICS_TOKEN: the commented lines, switched on.
    const tokenFile = path.join(directory, "metrics-token");
    fs.writeFileSync(tokenFile, metricsToken, { mode: 0o600 });
    const commented = "# authorization: { type: Bearer, credentials_file: /etc/prometheus/metrics-token }";
    if (config.split(commented).length !== 4) throw new Error("prometheus.yml no longer has the three commented authorization lines");
    config = config.replaceAll(commented, `authorization: { type: Bearer, credentials_file: ${tokenFile} }`);
  }
  fs.writeFileSync(path.join(directory, "prometheus.yml"), config);
  fs.copyFileSync("deploy/prometheus/alerts.yml", path.join(directory, "alerts.yml"));
  fs.mkdirSync(path.join(directory, "targets"));
  for (const [job, port] of Object.entries(targets)) {
    fs.writeFileSync(path.join(directory, "targets", `${job}.yml`), `- targets: ["127.0.0.1:${port}"]\n`);
  }
  const child = spawn(
    "prometheus",
    [
      `--config.file=${path.join(directory, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(directory, "data")}`,
      `--web.listen-address=127.0.0.1:${ports.prometheus}`,
      "--log.level=warn",
    ],
    { detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  await waitUntil(async () => (await fetch(`http://127.0.0.1:${ports.prometheus}/-/ready`).catch(() => null))?.ok === true, 60_000, () => `prometheus did not start:\n${output}`);
  return { child, output: () => output, directory };
}

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/** An instant query through Prometheus's HTTP API. */
export async function promQuery(query: string): Promise<Sample[]> {
  const response = await fetch(`http://127.0.0.1:${ports.prometheus}/api/v1/query?query=${encodeURIComponent(query)}`);
  const body = (await response.json()) as { status: string; data: { result: Sample[] }; error?: string };
  if (body.status !== "success") throw new Error(`query ${query} failed: ${body.error}`);
  return body.data.result;
}

export interface Receiver {
  /** While down, every delivery is answered 503 with Retry-After: 1. */
  down: boolean;
  received: number;
  traceparents: string[];
  close: () => Promise<void>;
}

/** A webhook endpoint on 127.0.0.1 that answers 200, or 503 while `down`. */
export async function startWebhookReceiver(): Promise<Receiver> {
  const receiver: Receiver = { down: false, received: 0, traceparents: [], close: async () => {} };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      receiver.received += 1;
      if (request.headers.traceparent) receiver.traceparents.push(String(request.headers.traceparent));
      if (receiver.down) response.writeHead(503, { "retry-after": "1" }).end("down");
      else response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(ports.receiver, "127.0.0.1", resolve));
  receiver.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return receiver;
}
