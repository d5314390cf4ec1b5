import { sql } from "drizzle-orm";
import { Pool } from "pg";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { startTcpProxy } from "../../testing/tcp-proxy";
import { queryRows } from "../../platform/db/query-rows";
import { postgresRequestLogWriter } from "./postgres-request-log-writer";
import { RequestLogBuffer } from "./request-log-buffer";

// The request log's writer with the database gone: a TCP proxy in front of the test database
// (never the shared server) is cut while records keep arriving. Adding never waits or throws,
// flushing during the outage keeps the records, and after it every record is written once.
// PostgreSQL only: PGlite runs inside this process.

const onPostgres = process.env.VITEST_DATABASE === "postgres";
if (!onPostgres) console.warn("request-log-outage.test.ts: SKIPPED on PGlite (the cut goes through a TCP proxy to a server).");

const record = (index: number) => ({
  requestId: `req_outage${String(index).padStart(6, "0")}`,
  occurredAt: new Date(),
  method: "GET",
  pathTemplate: "/v1/modules",
  path: "/v1/modules",
  status: 200,
  durationUs: 100,
});

describe.skipIf(!onPostgres)("the request log through a database outage (PostgreSQL only)", () => {
  it("keeps what arrives during the outage and writes each record once after it", { timeout: 60_000 }, async () => {
    const database = new URL(process.env.DATABASE_URL!);
    const proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    const throughProxy = new URL(database);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const pool = new Pool({ connectionString: throughProxy.toString(), max: 2, connectionTimeoutMillis: 1000 });
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const buffer = new RequestLogBuffer({ writer: postgresRequestLogWriter(pool), capacity: 10_000 });
    try {
      for (let index = 0; index < 100; index++) buffer.add(record(index));
      await buffer.flush();
      await proxy.cut();
      for (let index = 100; index < 400; index++) buffer.add(record(index));
      await buffer.flush();
      await buffer.flush();
      expect(buffer.size).toBe(300);
      expect(buffer.dropped).toBe(0);
      await proxy.restore();
      await buffer.flush();
      expect(buffer.size).toBe(0);
    } finally {
      await proxy.close();
      await pool.end().catch(() => {});
    }
    const [counts] = await queryRows<{ records: number; distinct_ids: number }>(
      getDb(),
      sql`select count(*)::int as records, count(distinct request_id)::int as distinct_ids from request_log where request_id like 'req_outage%'`,
    );
    expect(counts).toEqual({ records: 400, distinct_ids: 400 });
  });
});
