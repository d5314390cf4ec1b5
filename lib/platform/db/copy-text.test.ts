import { describe, expect, it } from "vitest";
import { copyTextRowEncoder } from "./copy-text";

// The encoder's text against what PostgreSQL would be sent by the plain way of writing each value
// (the round trip through a real COPY is postgres-request-log-writer.test.ts's): timestamps from
// the second's cached text must read exactly as toISOString writes them, whatever the milliseconds.

describe("COPY text rows", () => {
  const encode = copyTextRowEncoder<{ at: Date | null; name?: string; tags?: string[] }>([
    { key: "at", fallback: null },
    { key: "name", fallback: "" },
    { key: "tags", fallback: [] },
  ]);

  it("writes timestamps as toISOString does, across milliseconds, seconds and years outside 0000–9999", () => {
    const start = Date.UTC(2026, 10, 29, 3, 0, 59, 990);
    const dates = [
      ...Array.from({ length: 1_200 }, (_, offset) => new Date(start + offset)),
      new Date(start - 86_400_000 * 400),
      new Date(Date.UTC(12_000, 0, 1, 0, 0, 0, 7)),
      new Date(Date.UTC(2026, 0, 1, 0, 0, 0, 7)),
      new Date(-62_198_755_200_000 - 1),
    ];
    for (const at of dates) expect(encode({ at })).toBe(`${at.toISOString()}\t\t{}\n`);
  });

  it("escapes what COPY's text format must, and fills a missing member with its fallback", () => {
    expect(encode({ at: null, name: "a\tb\nc\rd\\e\0f", tags: ['x "y"', "z\\"] })).toBe('\\N\ta\\tb\\nc\\rd\\\\e\uFFFDf\t{"x \\\\"y\\\\"","z\\\\\\\\"}\n');
    expect(encode({ at: null })).toBe("\\N\t\t{}\n");
  });
});
