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

/** Counts by hour, then by token id: two lookups and no key to build on the request path. */
export type UsageBatch = Map<number, Map<string, UsageCounts>>;

export const HOUR_MS = 3_600_000;

/** The counts of one (token, hour), created empty on first use. */
export function countsFor(batch: UsageBatch, tokenId: string, accountId: string, hour: number): UsageCounts {
  let ofHour = batch.get(hour);
  if (!ofHour) batch.set(hour, (ofHour = new Map()));
  let counts = ofHour.get(tokenId);
  if (!counts) {
    counts = { tokenId, accountId, hour, status2xx: 0, status3xx: 0, status4xx: 0, status5xx: 0, rateLimited: 0 };
    ofHour.set(tokenId, counts);
  }
  return counts;
}

/** Every (token, hour) of the batch. */
export function allCounts(batch: UsageBatch): UsageCounts[] {
  return [...batch.values()].flatMap((ofHour) => [...ofHour.values()]);
}

/** How many requests the counts hold, in all and by field: what a log may say about them. */
export function totalCounts(counts: UsageCounts[]): { requests: number; counts: Record<UsageField, number> } {
  const totals = Object.fromEntries(USAGE_FIELDS.map((field) => [field, 0])) as Record<UsageField, number>;
  for (const each of counts) for (const field of USAGE_FIELDS) totals[field] += each[field];
  // rateLimited is a subset of status4xx, not a class of its own.
  return { requests: totals.status2xx + totals.status3xx + totals.status4xx + totals.status5xx, counts: totals };
}
