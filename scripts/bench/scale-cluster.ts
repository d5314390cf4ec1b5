// A PostgreSQL 15 cluster of bench:scale's own (Debian's pg_createcluster, as root), so ten
// million rows and their index builds never weigh on the machine's shared cluster; dropped at
// the end. With BENCH_DATABASE_URL set, that server is used instead and the cluster is skipped.
import { execFileSync } from "node:child_process";
import { freePort } from "../../lib/testing/free-port";

export interface BenchCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** How it is configured, for the report. */
  description: string;
  drop: () => void;
}

// Sized for a bulk load on a shared machine: enough memory to build indexes in one pass, WAL
// kept minimal; fsync stays on, so reads and writes cost what they would in production.
const SETTINGS = ["shared_buffers=1GB", "maintenance_work_mem=512MB", "max_wal_size=8GB", "wal_level=minimal", "max_wal_senders=0", "checkpoint_timeout=30min"];

export async function createBenchCluster(): Promise<BenchCluster> {
  const port = await freePort();
  const name = `benchscale${port}`;
  const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });
  run("pg_createcluster", ["15", name, "-p", String(port), ...SETTINGS.flatMap((setting) => ["-o", setting]), "--", "--auth=trust"]);
  try {
    run("pg_ctlcluster", ["15", name, "start"]);
  } catch (error) {
    run("pg_dropcluster", ["15", name]);
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    description: `a PostgreSQL 15 cluster of its own on port ${port} (${SETTINGS.join(", ")})`,
    drop: () => run("pg_dropcluster", ["15", name, "--stop"]),
  };
}
