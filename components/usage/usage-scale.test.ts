import { describe, expect, it } from "vitest";
import { countTicks, labelledBuckets } from "./usage-scale";

describe("countTicks", () => {
  it("gives an empty chart a unit scale", () => {
    expect(countTicks(0)).toEqual([0, 1]);
  });
  it("rounds the top up to 1, 2 or 5 × 10ⁿ steps, whole numbers only", () => {
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(130)).toEqual([0, 50, 100, 150]);
    expect(countTicks(1_000)).toEqual([0, 500, 1_000]);
    for (const max of [1, 9, 47, 999, 123_456]) {
      const ticks = countTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("labelledBuckets", () => {
  it("labels at most six buckets, always the current (last) one", () => {
    expect(labelledBuckets(7)).toEqual([0, 2, 4, 6]);
    expect(labelledBuckets(24)).toEqual([3, 7, 11, 15, 19, 23]);
    expect(labelledBuckets(30)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelledBuckets(0)).toEqual([]);
  });
});
