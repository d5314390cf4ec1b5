import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

// A PgBouncer of the test's own in transaction mode, in front of the PostgreSQL server of
// `serverUrl`, as an operator would run it to serve many app instances: each transaction gets
// whichever server connection is free, so nothing may rely on session state. A small pool makes
// that happen often. stop() ends only this process and removes its directory.

export interface ThrowawayPgbouncer {
  /** `serverUrl` with host and port replaced by the pooler's. */
  url: string;
  stop: () => Promise<void>;
}

const BINARY_PLACES = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"];
/** Server connections per database and user: far fewer than the app's pool of 10 clients. */
const SERVER_CONNECTIONS = 3;

export const pgbouncerBinary = (): string | undefined => BINARY_PLACES.find((place) => fs.existsSync(place));

export async function startThrowawayPgbouncer(serverUrl: string): Promise<ThrowawayPgbouncer> {
  const binary = pgbouncerBinary();
  if (!binary) throw new Error("pgbouncer is not installed");
  const server = new URL(serverUrl);
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "pgbouncer-"));
  fs.chmodSync(directory, 0o755);
  const login = [`user=${decodeURIComponent(server.username || "postgres")}`];
  if (server.password) login.push(`password=${decodeURIComponent(server.password)}`);
  const config = [
    "[databases]",
    `* = host=${server.hostname} port=${server.port || 5432} ${login.join(" ")}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${port}`,
    "unix_socket_dir =",
    // Logs in as the server user of every database line, whoever the client says it is.
    "auth_type = any",
    "pool_mode = transaction",
    `default_pool_size = ${SERVER_CONNECTIONS}`,
    "max_client_conn = 500",
    "ignore_startup_parameters = extra_float_digits,options",
  ].join("\n");
  const configFile = path.join(directory, "pgbouncer.ini");
  fs.writeFileSync(configFile, `${config}\n`, { mode: 0o644 });
  // PgBouncer refuses to run as root; it can switch to an unprivileged user itself.
  const asUser = process.getuid?.() === 0 ? ["-u", "nobody"] : [];
  const child = spawn(binary, [...asUser, configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };

  const pooled = new URL(serverUrl);
  pooled.hostname = "127.0.0.1";
  pooled.port = String(port);
  const url = pooled.toString();
  // Ready once a query goes through it (bounded: about 10 s).
  for (let attempt = 0; ; attempt++) {
    const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await probe.connect();
      await probe.query("select 1");
      await probe.end();
      break;
    } catch {
      await probe.end().catch(() => {});
      if (attempt >= 100 || child.exitCode !== null) {
        await stop();
        throw new Error(`pgbouncer did not start: ${output.trim().split("\n").slice(-3).join(" / ")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, stop };
}
