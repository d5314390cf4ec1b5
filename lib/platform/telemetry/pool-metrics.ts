import type { Pool } from "pg";
import { pools, scrapedGauge } from "./metrics";

// PostgreSQL pools by name, read at each scrape: in use (checked out), idle, and callers waiting
// for a connection (the saturation alert's signal). A name, never a URL, as the label.

const poolConnections = scrapedGauge({
  name: "db_pool_connections",
  help: "PostgreSQL pool connections by pool and state (in_use, idle, waiting = callers queued for one).",
  labelNames: ["pool", "state"] as const,
  read: (gauge) => {
    gauge.reset();
    for (const [name, pool] of pools) {
      gauge.set({ pool: name, state: "in_use" }, pool.totalCount - pool.idleCount);
      gauge.set({ pool: name, state: "idle" }, pool.idleCount);
      gauge.set({ pool: name, state: "waiting" }, pool.waitingCount);
    }
  },
});

const poolMax = scrapedGauge({
  name: "db_pool_max_connections",
  help: "The most connections each PostgreSQL pool opens.",
  labelNames: ["pool"] as const,
  read: (gauge) => {
    for (const [name, pool] of pools) gauge.set({ pool: name }, pool.options.max ?? 10);
  },
});

/** Reports `pool` under `name` from now on. */
export function observePool(name: string, pool: Pool): void {
  pools.set(name, pool);
  void poolConnections;
  void poolMax;
}
