import type { RequestLogRecord } from "./request-log-record";

/**
 * Where batches of request records go. The buffer knows only this, so a column store can replace
 * PostgreSQL (postgres-request-log-writer.ts) without any caller changing. A write either stores
 * the whole batch or throws; the buffer then counts the batch as dropped.
 */
export interface RequestLogWriter {
  write(records: RequestLogRecord[]): Promise<void>;
}
