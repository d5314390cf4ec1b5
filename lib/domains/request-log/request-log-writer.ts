import type { RequestLogRecord } from "./request-log-record";

/**
 * Where request records go. The buffer knows only this, so a column store can replace PostgreSQL
 * (postgres-request-log-writer.ts) without any caller changing.
 *
 * A record becomes a row of the store's text format within milliseconds of being recorded (COPY
 * text for PostgreSQL; a column store's would be its own, such as JSON lines), and the buffer
 * holds only those rows' bytes (lib/platform/encoded-row-queue.ts): the record itself dies
 * young, and nothing held is left for the garbage collector to trace.
 */
export interface RequestLogWriter {
  /** One record as a row of text, ending as the format's rows end; a plain function (passed on unbound). */
  encode: (record: RequestLogRecord) => string;
  /** Stores a batch of rows (their UTF-8 bytes, back to back) whole, or throws; the buffer then keeps it for the next flush. */
  write(rows: Uint8Array): Promise<void>;
}

/** Writes `records` at once, without a buffer: a test's or a benchmark's rows. */
export const writeRecords = (writer: RequestLogWriter, records: RequestLogRecord[]): Promise<void> => writer.write(Buffer.from(records.map(writer.encode).join("")));
