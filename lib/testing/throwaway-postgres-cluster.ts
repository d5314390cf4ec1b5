import { execFile, spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

// A PostgreSQL cluster of the test's own (Debian's postgresql-common: pg_createcluster and
// pg_ctlcluster), for the one fault the shared server must never suffer: being stopped. It
// listens on 127.0.0.1 only, on a free port, trusts local connections, and is dropped whole by
// drop(), which a test calls in its `finally`.

const run = promisify(execFile);
const NAME = "reqlog_outage";
const CONFIG_ROOT = "/etc/postgresql";

export interface ThrowawayPostgresCluster {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it if running and removes its data and configuration. */
  drop: () => Promise<void>;
}

/** The newest installed server version, or null without pg_createcluster (or without the rights it needs: root). */
function installedVersion(): string | null {
  if (spawnSync("pg_createcluster", ["--version"], { stdio: "ignore" }).error) return null;
  if (process.getuid?.() !== 0) return null;
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").filter((name) => /^\d+$/.test(name)) : [];
  return versions.sort((a, b) => Number(b) - Number(a))[0] ?? null;
}

export const hasPostgresClusterTools = () => installedVersion() !== null;

async function dropCluster(version: string): Promise<void> {
  await run("pg_dropcluster", [version, NAME, "--stop"]).catch(() => undefined);
  // pg_dropcluster leaves the configuration directory when it holds a file of ours (conf.d).
  rmSync(path.join(CONFIG_ROOT, version, NAME), { recursive: true, force: true });
}

export async function startThrowawayPostgresCluster(): Promise<ThrowawayPostgresCluster> {
  const version = installedVersion();
  if (!version) throw new Error("pg_createcluster is not available");
  await dropCluster(version); // a cluster left by a run that was killed
  const port = await freePort();
  await run("pg_createcluster", [version, NAME, "--port", String(port), "--start-conf", "manual", "--", "--auth=trust"]);
  // Loopback only, and no fsync: its data is thrown away.
  writeFileSync(path.join(CONFIG_ROOT, version, NAME, "conf.d", "throwaway.conf"), "listen_addresses = '127.0.0.1'\nfsync = off\n");
  const control = (action: string, ...extra: string[]) => run("pg_ctlcluster", [version, NAME, action, ...extra]).then(() => undefined);
  try {
    await control("start");
  } catch (error) {
    await dropCluster(version);
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // fast: open connections are ended at once, as a crash or a failover ends them.
    stop: () => control("stop", "-m", "fast"),
    start: () => control("start"),
    drop: () => dropCluster(version),
  };
}
