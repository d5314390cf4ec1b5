import { describe, expect, it } from "vitest";
import { EncodedRowQueue, type Batch } from "./encoded-row-queue";

// The queue's bytes must read back as exactly the rows pushed, in order, across chunk boundaries,
// rows of several bytes per character, rows larger than a chunk, drops from the front and a
// batch put back after a failed write.

const text = (batch: Batch | null) => (batch ? Buffer.from(batch.bytes).toString("utf8") : null);

function drain(queue: EncodedRowQueue): string[] {
  const batches: string[] = [];
  for (let batch = queue.take(); batch; batch = queue.take()) batches.push(text(batch)!);
  return batches;
}

describe("the encoded row queue", () => {
  it("gives back every row in order, a batch at most rowsPerBatch rows or a chunk's bytes", () => {
    const queue = new EncodedRowQueue({ rowsPerBatch: 3, chunkBytes: 32 });
    const rows = ["a\n", "ünïcødé 🚀\n", "x".repeat(20) + "\n", "b\n", "c\n", "d\n", "e\n", "€".repeat(40) + "\n"];
    for (const row of rows) queue.push(row);
    expect(queue.size).toBe(rows.length);
    const batches = drain(queue);
    expect(batches.join("")).toBe(rows.join(""));
    // The 121-byte row, larger than a chunk, had one of its own.
    expect(batches).toContain("€".repeat(40) + "\n");
    expect(batches.every((batch) => batch.split("\n").length - 1 <= 3)).toBe(true);
    expect(queue.size).toBe(0);
  });

  it("drops the oldest rows exactly, across chunks", () => {
    const queue = new EncodedRowQueue({ rowsPerBatch: 4, chunkBytes: 1024 });
    for (let index = 0; index < 10; index++) queue.push(`${index}\n`);
    queue.dropOldest(6);
    expect(queue.size).toBe(4);
    expect(drain(queue).join("")).toBe("6\n7\n8\n9\n");
  });

  it("puts a batch back in front, rows after a drop included, and goes on appending where room is left", () => {
    const queue = new EncodedRowQueue({ rowsPerBatch: 4, chunkBytes: 1024 });
    for (let index = 0; index < 3; index++) queue.push(`${index}\n`);
    queue.dropOldest(1);
    const batch = queue.take()!;
    expect(text(batch)).toBe("1\n2\n");
    queue.putBack(batch);
    expect(queue.size).toBe(2);
    queue.push("3\n");
    queue.push("4\n");
    queue.push("5\n");
    expect(drain(queue)).toEqual(["1\n2\n3\n", "4\n5\n"]);
  });
});
