// The unit the usage counters move around: counts per token and hour, by status class. The
// pipeline adds to one batch in memory; a flush hands the batch to Redis or PostgreSQL whole.

export const USAGE_FIELDS = ["status2xx", "status3xx", "status4xx", "status5xx", "rateLimited"] as const;
export type UsageField = (typeof USAGE_FIELDS)[number];

export interface UsageCounts extends Record<UsageField, number> {
  tokenId: string;
  accountId: string;
  /** Start of the UTC hour, in milliseconds. */
  hour: number;
}

/** Counts keyed by `${tokenId}|${hour}`. */
export type UsageBatch = Map<string, UsageCounts>;

export const HOUR_MS = 3_600_000;

/** The counts of one (token, hour), created empty on first use. */
export function countsFor(batch: UsageBatch, tokenId: string, accountId: string, hour: number): UsageCounts {
  const key = `${tokenId}|${hour}`;
  let counts = batch.get(key);
  if (!counts) {
    counts = { tokenId, accountId, hour, status2xx: 0, status3xx: 0, status4xx: 0, status5xx: 0, rateLimited: 0 };
    batch.set(key, counts);
  }
  return counts;
}

/** Adds every count of `from` into `into`. */
export function mergeBatch(into: UsageBatch, from: UsageBatch): void {
  for (const counts of from.values()) {
    const target = countsFor(into, counts.tokenId, counts.accountId, counts.hour);
    for (const field of USAGE_FIELDS) target[field] += counts[field];
  }
}
