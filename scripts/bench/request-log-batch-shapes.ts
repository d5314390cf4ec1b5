// What a request-log batch costs PostgreSQL and this process, by the shape it is sent in: the
// writer's COPY (lib/domains/request-log/postgres-request-log-writer.ts) against the insert it
// replaced (one JSON parameter turned back into rows by json_to_recordset, kept here as the
// baseline), into the migrated, day-partitioned table with its indexes, in interleaved rounds.
// Prints CPU µs per row of the PostgreSQL backend (read from /proc) and of this process, and the
// ratio COPY / JSON of each.
//
//   npx tsx --tsconfig tsconfig.json scripts/bench/request-log-batch-shapes.ts
//   (BENCH_DATABASE_URL or TEST_DATABASE_URL; BATCH_SHAPE_ROUNDS, BATCH_SHAPE_BATCHES)
import { randomBytes } from "node:crypto";
import path from "node:path";
import { getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { postgresRequestLogWriter } from "../../lib/domains/request-log/postgres-request-log-writer";
import type { RequestLogRecord } from "../../lib/domains/request-log/request-log-record";
import { writeRecords, type RequestLogWriter } from "../../lib/domains/request-log/request-log-writer";
import { requestLog } from "../../lib/platform/db/schema";
import { createBenchDatabase } from "./bench-server";
import { cpuSecondsBetween, processAndChildrenTicks } from "./process-group-cpu";

const ROUNDS = Number(process.env.BATCH_SHAPE_ROUNDS ?? 3);
const BATCHES = Number(process.env.BATCH_SHAPE_BATCHES ?? 40);
const ROWS = 500;

const accounts = Array.from({ length: 30 }, () => `acc_${randomBytes(8).toString("hex")}`);
/** A GET /v1/modules record as the middleware builds it. */
const record = (): RequestLogRecord => ({
  requestId: `req_${randomBytes(12).toString("hex")}`,
  occurredAt: new Date(),
  accountId: accounts[Math.floor(Math.random() * accounts.length)]!,
  method: "GET",
  pathTemplate: "/v1/modules",
  path: "/v1/modules",
  operationId: "listModules",
  status: 200,
  durationUs: 812,
  tokenId: `tok_${randomBytes(10).toString("hex")}`,
  credentialName: "CI token",
  scopes: ["read"],
  ip: "127.0.0.1",
  userAgent: "autocannon/8",
  rateLimitLimit: 600,
  rateLimitRemaining: 512,
  rateLimitReset: 1_795_900_000,
  requestHeaders: { accept: "application/json", authorization: "Bearer $TOKEN", "user-agent": "autocannon/8" },
});

// The baseline: the insert the writer used before its COPY.
const columns = Object.entries(getTableColumns(requestLog)).map(([key, column], index) => ({ key: key as keyof RequestLogRecord, column, rowKey: `c${index}` }));
const jsonInsert =
  `insert into request_log (${columns.map(({ column }) => `"${column.name}"`).join(", ")}) select ${columns.map(({ rowKey }) => `r.${rowKey}`).join(", ")} ` +
  `from json_to_recordset($1::json) as r(${columns.map(({ rowKey, column }) => `${rowKey} ${column.getSQLType()}`).join(", ")})`;
// Its rows as JSON lines, joined back into the one JSON array parameter.
const jsonWriter = (pool: pg.Pool): RequestLogWriter => ({
  encode: (one) => `${JSON.stringify(Object.fromEntries(columns.map(({ key, column, rowKey }) => [rowKey, one[key] instanceof Date ? (one[key] as Date).toISOString() : (one[key] ?? column.default ?? null)])))}\n`,
  write: async (rows) => {
    await pool.query(jsonInsert, [`[${Buffer.from(rows).toString("utf8").trimEnd().split("\n").join(",")}]`]);
  },
});

const database = await createBenchDatabase("request_log_shapes");
const pool = new pg.Pool({ connectionString: database.url, max: 1 });
try {
  await migrate(drizzle(pool), { migrationsFolder: path.join(process.cwd(), "lib/platform/db/migrations") });
  const [{ pid }] = (await pool.query<{ pid: number }>("select pg_backend_pid() as pid")).rows as [{ pid: number }];
  const shapes: Record<string, RequestLogWriter> = { "COPY (the writer)": postgresRequestLogWriter(pool), "JSON parameter (before)": jsonWriter(pool) };
  const measured: Record<string, { database: number[]; process: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, writer] of Object.entries(shapes)) {
      const batches = Array.from({ length: BATCHES }, () => Array.from({ length: ROWS }, record));
      const databaseBefore = processAndChildrenTicks(pid);
      const processBefore = process.cpuUsage();
      // The encoding (the buffer's, as each request is recorded) and the write.
      for (const batch of batches) await writeRecords(writer, batch);
      const processUsed = process.cpuUsage(processBefore);
      const rows = BATCHES * ROWS;
      (measured[name] ??= { database: [], process: [] }).database.push((cpuSecondsBetween(databaseBefore, processAndChildrenTicks(pid)) * 1e6) / rows);
      measured[name].process.push((processUsed.user + processUsed.system) / rows);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`${ROUNDS} rounds × ${BATCHES} batches of ${ROWS} GET records, CPU µs per row (median of the rounds)`);
  for (const [name, { database: db, process: own }] of Object.entries(measured)) {
    console.log(`${name.padEnd(26)} PostgreSQL ${median(db).toFixed(1).padStart(5)}   this process ${median(own).toFixed(1).padStart(5)}`);
  }
  const [copy, json] = Object.values(measured) as [{ database: number[]; process: number[] }, { database: number[]; process: number[] }];
  console.log(`COPY / JSON: PostgreSQL ${(median(copy.database) / median(json.database)).toFixed(2)}, this process ${(median(copy.process) / median(json.process)).toFixed(2)}`);
} finally {
  await pool.end();
  await database.drop();
}
