export type UsageRange = "24h" | "7d" | "30d" | "12m";
export type UsageGranularity = "hour" | "day" | "month";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface UsageBucketShape {
  granularity: UsageGranularity;
  /** Each bucket's start, oldest first; the last is the current, partial one. */
  starts: Date[];
  /** The end of the last bucket (exclusive). */
  end: Date;
  /** The bucket an hour or a day falls in (by its start), or -1 outside the range. */
  indexOf: (instant: Date) => number;
}

/** 24 h in hours; 7 d and 30 d in days; 12 m in calendar months. All UTC, the current one included. */
export function usageBuckets(range: UsageRange, now: Date): UsageBucketShape {
  if (range === "12m") return monthBuckets(12, now);
  const [bucketMs, count] = range === "24h" ? [HOUR_MS, 24] : [DAY_MS, range === "7d" ? 7 : 30];
  const first = now.getTime() - (now.getTime() % bucketMs) - (count - 1) * bucketMs;
  return {
    granularity: range === "24h" ? "hour" : "day",
    starts: Array.from({ length: count }, (_, index) => new Date(first + index * bucketMs)),
    end: new Date(first + count * bucketMs),
    indexOf: (instant) => {
      const index = Math.floor((instant.getTime() - first) / bucketMs);
      return index >= 0 && index < count ? index : -1;
    },
  };
}

function monthBuckets(count: number, now: Date): UsageBucketShape {
  const monthNumber = (instant: Date) => instant.getUTCFullYear() * 12 + instant.getUTCMonth();
  const first = monthNumber(now) - (count - 1);
  const startOf = (month: number) => new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
  return {
    granularity: "month",
    starts: Array.from({ length: count }, (_, index) => startOf(first + index)),
    end: startOf(first + count),
    indexOf: (instant) => {
      const index = monthNumber(instant) - first;
      return index >= 0 && index < count ? index : -1;
    },
  };
}
