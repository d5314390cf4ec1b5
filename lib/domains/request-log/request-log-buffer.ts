import { EncodedRowQueue } from "../../platform/encoded-row-queue";
import { logger } from "../../platform/logger";
import { requestLogDropped } from "../../platform/telemetry/metrics";
import type { RequestLogRecord } from "./request-log-record";
import type { RequestLogWriter } from "./request-log-writer";

/** Rows per write at most (one COPY), and the bytes their chunk holds before a new one starts. */
const BATCH_ROWS = 500;
const CHUNK_BYTES = 256 * 1024;
/** Records kept as objects until they are encoded together (see `add`). */
const ENCODE_EVERY = 64;

export interface RequestLogBufferOptions {
  writer: RequestLogWriter;
  /** Records held at most; past it the oldest go, counted in `dropped`. */
  capacity: number;
}

/**
 * Records held in memory between flushes, as the writer's rows. `add` is all a request pays,
 * never a wait and never an error: the record joins the few not yet encoded, and every
 * ENCODE_EVERY-th request encodes them together and copies their bytes. `flush` hands everything
 * held to the writer in batches; a batch the writer refuses (the database is down) goes back to
 * the front and is tried again at the next flush, so an outage shorter than the buffer's room
 * loses nothing, and a longer one drops the oldest.
 */
export class RequestLogBuffer {
  private held = new EncodedRowQueue({ rowsPerBatch: BATCH_ROWS, chunkBytes: CHUNK_BYTES });
  /** Records not yet encoded, oldest first: newer than everything `held`. */
  private unencoded: RequestLogRecord[] = [];
  private flushing: Promise<void> | null = null;
  /** The flush after the running one, for the calls made while it runs. */
  private flushAgain: Promise<void> | null = null;
  /** Records dropped since the process started: the buffer was full. */
  dropped = 0;
  /** Records written since the process started. */
  written = 0;
  /** Records the writer could not encode (counted in `dropped` too). */
  private unencodable = 0;

  constructor(private readonly options: RequestLogBufferOptions) {}

  get size(): number {
    return this.held.size + this.unencoded.length;
  }

  // Why records wait to be encoded in groups: encoded one by one as they arrived, amid each
  // request's own work, with the encoder's code and data fetched back into the caches every time,
  // the log's part of a CPU profile of start:api was 10.8 and 11.2 µs an answer; encoded 64 at a
  // time in one loop, 6.0–8.3 in six profiles. They wait a few milliseconds under load (until the
  // next flush when idle): too short for the garbage collector to copy them out of the young
  // generation, which holding every record until the flush did (encoded-row-queue.ts).
  add(record: RequestLogRecord): void {
    if (this.unencoded.push(record) >= ENCODE_EVERY) this.encodeWaiting();
    this.keepWithinCapacity();
  }

  private encodeWaiting(): void {
    const records = this.unencoded;
    this.unencoded = [];
    for (const record of records) this.encode(record);
  }

  private encode(record: RequestLogRecord): void {
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
  }

  /**
   * Writes what is held when called; one flush at a time. A call while one runs gets one more
   * flush after it, shared by every call meanwhile: the running one took its rows before those
   * records came, and a caller (the shutdown, a test) is promised them written.
   */
  flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.writeHeld().finally(() => (this.flushing = null));
      return this.flushing;
    }
    this.flushAgain ??= this.flushing.then(() => {
      this.flushAgain = null;
      return this.flush();
    });
    return this.flushAgain;
  }

  private async writeHeld(): Promise<void> {
    this.encodeWaiting();
    for (let batch = this.held.take(); batch; batch = this.held.take()) {
      try {
        await this.options.writer.write(batch.bytes);
        this.written += batch.rows;
      } catch (error) {
        // Back to the front, before what arrived meanwhile; the room left decides what is kept.
        this.held.putBack(batch);
        this.keepWithinCapacity();
        logger.warn({ held: this.held.size, dropped: this.dropped, error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "request log not written; retried at the next flush");
        return;
      }
    }
  }

  /** Past the capacity, drops the oldest: the encoded ones first, then the waiting records from the front. */
  private keepWithinCapacity(): void {
    const count = this.size - this.options.capacity;
    if (count <= 0) return;
    const encoded = Math.min(count, this.held.size);
    this.held.dropOldest(encoded);
    if (count > encoded) this.unencoded.splice(0, count - encoded);
    this.countDropped(count);
  }

  private countDropped(count: number): void {
    this.dropped += count;
    requestLogDropped.inc(count);
  }
}
