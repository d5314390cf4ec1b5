import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { describe, expect, it } from "vitest";
import type { Executor } from "../../platform/db/client";
import * as schema from "../../platform/db/schema";
import { createAccountFixture } from "../modules/testing/create-module-fixture";
import { startTcpProxy } from "../../testing/tcp-proxy";
import { applyRetention } from "./apply-retention";
import { insertUsageHour, usageTotals } from "./testing/retention-fixtures";

// The database connection cut in the middle of a run, through a TCP proxy in front of the test
// database (never the shared server). PostgreSQL only: PGlite runs inside this process.

const onPostgres = process.env.VITEST_DATABASE === "postgres";
if (!onPostgres) console.warn("retention-connection-cut.test.ts: SKIPPED on PGlite (the cut goes through a TCP proxy to a server).");

const HOURS = 2000;

describe.skipIf(!onPostgres)("retention when the database goes away mid-run (PostgreSQL only)", () => {
  it("loses nothing and leaves no half-done batch; the next run completes", { timeout: 60_000 }, async () => {
    const accountId = (await createAccountFixture()).id;
    const start = new Date("2019-05-01T00:00:00Z").getTime();
    for (let hour = 0; hour < HOURS; hour += 100) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => insertUsageHour(accountId, "tok_cut", new Date(start + (hour + i) * 3_600_000))));
    }
    const database = new URL(process.env.DATABASE_URL!);
    const proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    const throughProxy = new URL(database);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const pool = new Pool({ connectionString: throughProxy.toString(), max: 2, connectionTimeoutMillis: 2000 });
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    try {
      const run = applyRetention({ executor: drizzle(pool, { schema }) as unknown as Executor, now: new Date("2020-01-01T00:00:00Z"), batchSize: 20, maxBatches: 1000 });
      // Cut as soon as the first batches have committed.
      for (let polls = 0; polls < 2000 && (await usageTotals("tok_cut")).hours === HOURS; polls++) await new Promise((resolve) => setTimeout(resolve, 2));
      await proxy.cut();
      const report = await run;
      expect(report?.failed).toContain("usage hours");

      const afterCut = await usageTotals("tok_cut");
      expect(afterCut.hours, "the cut landed mid-way").toBeGreaterThan(0);
      expect(afterCut.hours).toBeLessThan(HOURS);
      expect(afterCut.hours % 20, "whole batches only").toBe(0);
      expect(afterCut.hourly + afterCut.daily, "every request still counted once").toBe(HOURS);
      console.info(`retention cut: ${HOURS - afterCut.hours} of ${HOURS} hours folded before the cut`);
    } finally {
      await proxy.close();
      await pool.end().catch(() => {});
    }
    const next = await applyRetention({ now: new Date("2020-01-01T00:00:00Z"), batchSize: 20, maxBatches: 1000 });
    expect(next?.failed).toEqual([]);
    expect(await usageTotals("tok_cut")).toEqual({ hours: 0, hourly: 0, daily: HOURS });
  });
});
