// Rows already encoded as text, queued as UTF-8 bytes back to back in chunks outside the
// JavaScript heap, oldest first, taken a batch (a chunk) at a time.
//
// Why bytes and not the rows' objects or strings: a queue that holds every request's record for
// up to a flush interval holds thousands of them, long enough for the garbage collector to copy
// each one out of the young generation and to trace it in the old. A row built by concatenation
// is no better held as a string: it is a tree of pieces until something flattens it. Bytes in a
// chunk are one allocation per few hundred rows, with nothing in them to trace. Measured by CPU
// per answer on start:api against the log off (scripts/bench/telemetry-parts.ts, three instances
// a configuration, two runs): held here, 0.868 and 0.826; held as records until the flush,
// 0.837 and 0.705 in the same runs.

/** One chunk: rows from `bytes[0]`, each ending at its entry of `ends`; rows before `first` are dropped. */
interface Chunk {
  bytes: Buffer;
  ends: Uint32Array;
  rows: number;
  first: number;
  used: number;
}

export interface Batch {
  bytes: Buffer;
  rows: number;
}

/** A batch remembers its chunk, which goes back whole if the batch is put back. */
interface TakenBatch extends Batch {
  chunk: Chunk;
}

/** Whether `text` as UTF-8 fits in `room` bytes; measured only when the bound of 3 bytes per unit does not settle it. */
const fits = (text: string, room: number): boolean => text.length * 3 <= room || Buffer.byteLength(text) <= room;

export class EncodedRowQueue {
  /** Chunks, oldest first; the last one takes new rows. */
  private chunks: Chunk[] = [];
  /** Rows held. */
  size = 0;

  /** A chunk is sealed as a batch at `rowsPerBatch` rows or when its `chunkBytes` are full. */
  constructor(private readonly options: { rowsPerBatch: number; chunkBytes: number }) {}

  push(text: string): void {
    let chunk = this.chunks.at(-1);
    // Three bytes per UTF-16 unit at most: the common row is known to fit without measuring it.
    if (!chunk || chunk.rows === this.options.rowsPerBatch || !fits(text, chunk.bytes.length - chunk.used)) {
      chunk = this.newChunk(Math.max(this.options.chunkBytes, Buffer.byteLength(text)));
    }
    chunk.used += chunk.bytes.write(text, chunk.used, "utf8");
    chunk.ends[chunk.rows++] = chunk.used;
    this.size++;
  }

  /** Drops the `count` oldest rows. */
  dropOldest(count: number): void {
    let left = Math.min(count, this.size);
    this.size -= left;
    while (left > 0) {
      const oldest = this.chunks[0]!;
      const inOldest = oldest.rows - oldest.first;
      if (left >= inOldest) {
        this.chunks.shift();
        left -= inOldest;
      } else {
        oldest.first += left;
        left = 0;
      }
    }
  }

  /** The oldest chunk's rows, taken out of the queue; null when empty. */
  take(): Batch | null {
    const oldest = this.chunks.shift();
    if (!oldest) return null;
    const rows = oldest.rows - oldest.first;
    this.size -= rows;
    const start = oldest.first === 0 ? 0 : oldest.ends[oldest.first - 1]!;
    const batch: TakenBatch = { bytes: oldest.bytes.subarray(start, oldest.used), rows, chunk: oldest };
    return batch;
  }

  /** Puts a batch that could not be written back in front, its rows the oldest again. */
  putBack(batch: Batch): void {
    const { chunk } = batch as TakenBatch;
    this.chunks.unshift(chunk);
    this.size += chunk.rows - chunk.first;
  }

  private newChunk(bytes: number): Chunk {
    const chunk = { bytes: Buffer.allocUnsafeSlow(bytes), ends: new Uint32Array(this.options.rowsPerBatch), rows: 0, first: 0, used: 0 };
    this.chunks.push(chunk);
    return chunk;
  }
}
