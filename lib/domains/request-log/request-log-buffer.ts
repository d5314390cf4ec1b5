import { logger } from "../../platform/logger";
import { requestLogDropped } from "../../platform/telemetry/metrics";
import type { RequestLogRecord } from "./request-log-record";
import type { RequestLogWriter } from "./request-log-writer";

/** Rows per insert: 22 columns × 500 stays far below PostgreSQL's 65 535 parameters. */
const BATCH_ROWS = 500;

export interface RequestLogBufferOptions {
  writer: RequestLogWriter;
  /** Records held at most; past it the oldest go, counted in `dropped`. */
  capacity: number;
}

/**
 * Records held in memory between flushes. `add` is all a request pays: a push, never a wait and
 * never an error. `flush` hands everything held to the writer in batches; a batch the writer
 * refuses (the database is down) goes back to the front and is tried again at the next flush, so
 * an outage shorter than the buffer's room loses nothing, and a longer one drops the oldest.
 */
export class RequestLogBuffer {
  private held: RequestLogRecord[] = [];
  private flushing: Promise<void> | null = null;
  /** Records dropped since the process started: the buffer was full. */
  dropped = 0;
  /** Records written since the process started. */
  written = 0;

  constructor(private readonly options: RequestLogBufferOptions) {}

  get size(): number {
    return this.held.length;
  }

  add(record: RequestLogRecord): void {
    this.held.push(record);
    if (this.held.length > this.options.capacity) this.dropOldest(this.held.length - this.options.capacity);
  }

  /** Writes what is held; one flush at a time (a second call waits for the first). */
  flush(): Promise<void> {
    this.flushing ??= this.writeHeld().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async writeHeld(): Promise<void> {
    while (this.held.length > 0) {
      const batch = this.held.splice(0, BATCH_ROWS);
      try {
        await this.options.writer.write(batch);
        this.written += batch.length;
      } catch (error) {
        // Back to the front, before what arrived meanwhile; the room left decides what is kept.
        this.held.unshift(...batch);
        if (this.held.length > this.options.capacity) this.dropOldest(this.held.length - this.options.capacity);
        logger.warn({ held: this.held.length, dropped: this.dropped, error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "request log not written; retried at the next flush");
        return;
      }
    }
  }

  private dropOldest(count: number): void {
    this.held.splice(0, count);
    this.dropped += count;
    requestLogDropped.inc(count);
  }
}
