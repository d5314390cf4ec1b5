// Axis arithmetic for the server-drawn usage chart: whole-number ticks on a "nice" scale, and
// which bucket labels fit along the bottom.

/** Tick values from 0 up to a round maximum at or above `max`: 0–4 ticks apart by 1, 2 or 5 × 10ⁿ. */
export function countTicks(max: number, desired = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = Math.max(1, max / desired);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** Indexes of the buckets that get a label: evenly spaced, at most `most`, always the last (the current one). */
export function labelledBuckets(count: number, most = 6): number[] {
  if (count === 0) return [];
  const step = Math.ceil(count / most);
  const picked: number[] = [];
  // Counted back from the current bucket, so "now" always has its label.
  for (let index = count - 1; index >= 0; index -= step) picked.unshift(index);
  return picked;
}
