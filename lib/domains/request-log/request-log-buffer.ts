import { EncodedRowQueue } from "../../platform/encoded-row-queue";
import { logger } from "../../platform/logger";
import { requestLogDropped } from "../../platform/telemetry/metrics";
import type { RequestLogRecord } from "./request-log-record";
import type { RequestLogWriter } from "./request-log-writer";

/** Rows per write at most (one COPY), and the bytes their chunk holds before a new one starts. */
const BATCH_ROWS = 500;
const CHUNK_BYTES = 256 * 1024;

export interface RequestLogBufferOptions {
  writer: RequestLogWriter;
  /** Records held at most; past it the oldest go, counted in `dropped`. */
  capacity: number;
}

/**
 * Records held in memory between flushes, as the writer's rows. `add` is all a request pays: the
 * encoding and a copy of its bytes, never a wait and never an error. `flush` hands everything
 * held to the writer in batches; a batch the writer refuses (the database is down) goes back to
 * the front and is tried again at the next flush, so an outage shorter than the buffer's room
 * loses nothing, and a longer one drops the oldest.
 */
export class RequestLogBuffer {
  private held = new EncodedRowQueue({ rowsPerBatch: BATCH_ROWS, chunkBytes: CHUNK_BYTES });
  private flushing: Promise<void> | null = null;
  /** Records dropped since the process started: the buffer was full. */
  dropped = 0;
  /** Records written since the process started. */
  written = 0;
  /** Records the writer could not encode (counted in `dropped` too). */
  private unencodable = 0;

  constructor(private readonly options: RequestLogBufferOptions) {}

  get size(): number {
    return this.held.size;
  }

  add(record: RequestLogRecord): void {
    let row: string;
    try {
      row = this.options.writer.encode(record);
    } catch (error) {
      // A value the store's form cannot hold: that record is lost, counted, and said once.
      if (this.unencodable++ === 0) logger.warn({ error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "request log record not encodable; dropped");
      this.countDropped(1);
      return;
    }
    this.held.push(row);
    if (this.held.size > this.options.capacity) this.dropOldest(this.held.size - this.options.capacity);
  }

  /** Writes what is held; one flush at a time (a second call waits for the first). */
  flush(): Promise<void> {
    this.flushing ??= this.writeHeld().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async writeHeld(): Promise<void> {
    for (let batch = this.held.take(); batch; batch = this.held.take()) {
      try {
        await this.options.writer.write(batch.bytes);
        this.written += batch.rows;
      } catch (error) {
        // Back to the front, before what arrived meanwhile; the room left decides what is kept.
        this.held.putBack(batch);
        if (this.held.size > this.options.capacity) this.dropOldest(this.held.size - this.options.capacity);
        logger.warn({ held: this.held.size, dropped: this.dropped, error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "request log not written; retried at the next flush");
        return;
      }
    }
  }

  private dropOldest(count: number): void {
    this.held.dropOldest(count);
    this.countDropped(count);
  }

  private countDropped(count: number): void {
    this.dropped += count;
    requestLogDropped.inc(count);
  }
}
