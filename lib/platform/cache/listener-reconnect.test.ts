import pg from "pg";
import { describe, expect, it } from "vitest";
import { LISTENER_APPLICATION_NAME } from "../db/postgres-listener";
import { busState, onDeliveryReset } from "./invalidation-bus";
import { untilListening } from "./listen-for-invalidations";

// The PostgreSQL listener losing its connection (a restart, a failover, a killed backend): the
// caches must stop storing at once and start empty once it listens again, since messages sent
// in between are lost for good.

const onServer = process.env.VITEST_DATABASE === "postgres";
if (!onServer) console.warn("listener-reconnect.test: needs a PostgreSQL server (TEST_DATABASE_URL), so it is SKIPPED on PGlite.");

describe.skipIf(!onServer)("the PostgreSQL LISTEN client, as the invalidation listener", () => {
  it("reports the loss, reconnects by itself and resets the caches once back", async () => {
    expect(await untilListening()).toBe(true);
    const transitions: boolean[] = [];
    onDeliveryReset(() => transitions.push(busState().listening));

    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
        [LISTENER_APPLICATION_NAME],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Bounded: the listener's first retry comes after 0.5 s.
    for (let attempt = 0; attempt < 200 && transitions.at(-1) !== true; attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transitions).toEqual([false, true]);
  });
});
