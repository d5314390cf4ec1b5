import { getTableColumns, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { requestLog } from "../../platform/db/schema";
import type { RequestLogRecord } from "./request-log-record";
import type { RequestLogWriter } from "./request-log-writer";

/**
 * The request log in PostgreSQL: one insert per batch into the day-partitioned table. Records
 * arrive whole: an /oauth/* record carries its authenticated client's account and name already.
 */
export function postgresRequestLogWriter(executor?: Executor): RequestLogWriter {
  return {
    async write(records) {
      const db = executor ?? getDb();
      const rows = await encodeRows(records);
      await db.execute(sql`${INSERT_HEAD}${rows}${INSERT_TAIL}`);
    },
  };
}

// A batch travels as one JSON parameter that PostgreSQL turns back into rows (json_to_recordset).
// Drizzle's multi-row insert builds one parameter per cell (500 rows × 22 columns), and building that
// statement took a third of the API process's busy time under load (scripts/bench/profile-api.ts),
// in one synchronous stretch that held back every request meanwhile. `json`, not `jsonb`: the
// text is read once, field by field, instead of being built into a jsonb value first (about half
// of PostgreSQL's parsing per row). The statement is written once, from the table's columns, so
// it follows the schema. Each row's members are named by short keys (c0, c1, …), not the column
// names: the keys were about a quarter of a GET record's JSON (596 bytes, 433 with short keys),
// which the process encodes and writes, and PostgreSQL reads, for every row.
const columns = Object.entries(getTableColumns(requestLog)).map(([recordKey, column], index) => ({ recordKey, column, rowKey: `c${index}` }));
const INSERT_HEAD = sql.raw(
  `insert into request_log (${columns.map(({ column }) => `"${column.name}"`).join(", ")}) ` +
    `select ${columns.map(({ rowKey }) => `r.${rowKey}`).join(", ")} from json_to_recordset(`,
);
const INSERT_TAIL = sql.raw(`::json) as r(${columns.map(({ rowKey, column }) => `${rowKey} ${column.getSQLType()}`).join(", ")})`);

/**
 * Every column present (the table's default where the record has none), under its short key.
 * PostgreSQL's text cannot hold U+0000, which a caller's body may: it is kept as U+FFFD, or the
 * one record would fail its whole batch at every flush.
 */
function rowOf(record: RequestLogRecord): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const { recordKey, column, rowKey } of columns) {
    const value = record[recordKey as keyof RequestLogRecord] ?? column.default ?? null;
    // A Date as the text JSON.stringify would make of it, made here: a Date (its toJSON) takes
    // JSON.stringify off its fast path, about 1.3 µs a row against 0.4 for toISOString.
    row[rowKey] = typeof value === "string" && value.includes("\0") ? value.replaceAll("\0", "\uFFFD") : value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

// Rows encoded per stretch of the event loop. A whole batch of 500 in one go held it for 3 ms on
// an idle machine, more under load, and every request that arrived meanwhile waited that long:
// the log's share of the API's p99. Between slices, the requests waiting run.
const ROWS_PER_SLICE = 100;

/** The batch as one JSON array of rows, encoded a slice at a time with the event loop let go between slices. */
async function encodeRows(records: RequestLogRecord[]): Promise<string> {
  const slices: string[] = [];
  for (let start = 0; start < records.length; start += ROWS_PER_SLICE) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    // Each slice's array without its brackets; the slices joined make the batch's array.
    slices.push(JSON.stringify(records.slice(start, start + ROWS_PER_SLICE).map(rowOf)).slice(1, -1));
  }
  return `[${slices.join(",")}]`;
}
