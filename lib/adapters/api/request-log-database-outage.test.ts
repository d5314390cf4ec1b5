import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import { describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { systemActor } from "../../domains/audit/actor";
import { postgresRequestLogWriter } from "../../domains/request-log/postgres-request-log-writer";
import { flushRequestLog, startRequestLog, stopRequestLog } from "../../domains/request-log/request-log";
import { metricsRegistry } from "../../platform/telemetry/metrics";
import { hasPostgresClusterTools, startThrowawayPostgresCluster } from "../../testing/throwaway-postgres-cluster";
import { edgeApp } from "./edge-app";

// The request log's database stopped for 10 s while /v1 keeps being called, in-process through
// the edge app. The log writes to a PostgreSQL cluster of the test's own (pg_ctlcluster stops it
// for real: connections end, new ones are refused); the app's own data stays on the test
// database, so what is measured is the log's effect alone. Every call is answered as before and
// at once; afterwards every call has exactly one record or was counted as dropped, never both.
// The buffer is made small (100) so that both happen: the oldest records of the outage are
// dropped and counted, the newest kept and written once the cluster is back.

const tools = hasPostgresClusterTools();
if (!tools) console.warn("request-log-database-outage.test.ts: SKIPPED (no pg_createcluster, or not root).");
// One project is enough (the cluster is a server of its own): PostgreSQL's when it runs, else PGlite's.
const thisProject = process.env.TEST_DATABASE_URL ? process.env.VITEST_DATABASE === "postgres" : true;

const OUTAGE_MS = 10_000;
const CAPACITY = 100;
const actor = systemActor();

async function scrapedDrops(): Promise<number> {
  const line = (await metricsRegistry.metrics()).split("\n").find((text) => text.startsWith("request_log_dropped_records_total"));
  return Number(line?.split(" ").at(-1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!tools || !thisProject)("the request log with its PostgreSQL stopped for 10 s", () => {
  it("answers every call as before, and keeps or counts each record", { timeout: 120_000 }, async () => {
    const account = await createAccount({ actor, slug: "reqlog-outage", name: "reqlog-outage" });
    // Four tokens taking turns: the calls stay under each one's 600 a minute.
    const tokens: string[] = [];
    for (let index = 0; index < 4; index++) {
      const { token } = await createAccessToken({ accountId: account.id, actor, name: `outage ${index}`, scopes: ["read", "write"], expiresInSeconds: 3600 });
      tokens.push(token);
    }
    // Two calls, a read and a failing write (its body is read after the answer): each must keep its status.
    const calls = [
      { status: 200, request: (token: string) => new Request("http://localhost/v1/modules", { headers: { authorization: `Bearer ${token}` } }) },
      {
        status: 422,
        request: (token: string) =>
          new Request("http://localhost/v1/webhooks", { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ url: "not a url" }) }),
      },
    ];
    const sent: string[] = [];
    const send = async (index: number) => {
      const call = calls[index % calls.length]!;
      const started = performance.now();
      const answer = await edgeApp.fetch(call.request(tokens[Math.floor(index / 2) % tokens.length]!));
      await answer.arrayBuffer();
      sent.push(answer.headers.get("x-request-id")!);
      return { status: answer.status, expected: call.status, ms: performance.now() - started };
    };

    const cluster = await startThrowawayPostgresCluster();
    const pool = new Pool({ connectionString: cluster.url, max: 2, connectionTimeoutMillis: 5000 });
    pool.on("error", () => {}); // idle connections ended by the stop
    try {
      await migrate(drizzle(pool), { migrationsFolder: path.join(process.cwd(), "lib/platform/db/migrations") });
      await stopRequestLog();
      const buffer = startRequestLog({ writer: postgresRequestLogWriter(pool), capacity: CAPACITY });
      const dropsBefore = await scrapedDrops();

      const before = [];
      for (let index = 0; index < 20; index++) before.push(await send(index));
      await flushRequestLog();
      expect(buffer.written).toBe(20);

      await cluster.stop();
      const during = [];
      const outageStarted = performance.now();
      // Bounded: at most 2 000 calls (500 a token), and no longer than the outage.
      for (let index = 0; index < 2_000 && performance.now() - outageStarted < OUTAGE_MS; index++) {
        during.push(await send(index));
        if (index % 25 === 0) {
          const flushStarted = performance.now();
          await flushRequestLog(); // refused by the stopped server: returns, holding the records
          expect(performance.now() - flushStarted).toBeLessThan(2_000);
        }
        await sleep(10);
      }
      await cluster.start();

      for (const answer of [...before, ...during]) expect(answer.status).toBe(answer.expected);
      // Nothing waited on the log: no call took long (generous: the machine is shared).
      expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(2_000);
      expect(during.length).toBeGreaterThan(CAPACITY); // so some were dropped, and the rest kept

      // The cluster accepts connections again within seconds: flush until the buffer is empty (bounded).
      for (let attempt = 0; attempt < 40 && buffer.size > 0; attempt++) {
        await flushRequestLog();
        if (buffer.size > 0) await sleep(500);
      }
      expect(buffer.size).toBe(0);

      const { rows } = await pool.query<{ request_id: string }>("select request_id from request_log");
      const stored = rows.map((row) => row.request_id);
      expect(new Set(stored).size).toBe(stored.length); // none twice
      expect(stored.every((id) => sent.includes(id))).toBe(true);
      expect(buffer.dropped).toBeGreaterThan(0);
      expect(stored.length + buffer.dropped).toBe(sent.length); // each call kept or counted as dropped
      expect(stored.length).toBeGreaterThanOrEqual(20 + CAPACITY); // what came before, and the buffer's worth of the outage
      expect((await scrapedDrops()) - dropsBefore).toBe(buffer.dropped);
    } finally {
      await stopRequestLog().catch(() => undefined);
      await pool.end().catch(() => undefined);
      await cluster.drop();
    }
  });
});
