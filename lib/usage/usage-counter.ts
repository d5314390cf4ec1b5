import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { usageHourly } from "../db/schema";
import { env } from "../env";
import { logger } from "../logger";

// Counts /v1 requests off the request path: the pipeline bumps a number in memory, and a timer
// adds the counts to PostgreSQL every few seconds in one upsert. Counting costs a Map lookup
// per request; a flush that fails keeps its counts for the next one, so none are lost while
// the process lives.

export interface UsageCounts {
  accountId: string;
  hour: number;
  status2xx: number;
  status3xx: number;
  status4xx: number;
  status5xx: number;
  rateLimited: number;
}

const HOUR_MS = 3_600_000;
const FLUSH_INTERVAL_MS = 5000;

// On globalThis: Next may load this module in more than one bundle of the same process (the
// fast /v1 path and the customer area's in-process client), and every copy must count into,
// and flush, the same counters.
interface CounterState {
  pending: Map<string, UsageCounts>;
  timer?: NodeJS.Timeout;
  flushing?: Promise<number>;
}
const stateKey = Symbol.for("module-integrations.usage-counter");
const holder = globalThis as typeof globalThis & { [stateKey]?: CounterState };
const state: CounterState = (holder[stateKey] ??= { pending: new Map() });

/** Whether the pipeline counts at all (the bench compares with counting off). */
export const usageCountingEnabled = env.USAGE_COUNTING === "on";

/** Counts one answered request of a token. Synchronous and allocation-light: it runs on every call. */
export function countRequest(tokenId: string, accountId: string, status: number, now = Date.now()): void {
  const hour = now - (now % HOUR_MS);
  const key = `${tokenId}|${hour}`;
  let counts = state.pending.get(key);
  if (!counts) {
    counts = { accountId, hour, status2xx: 0, status3xx: 0, status4xx: 0, status5xx: 0, rateLimited: 0 };
    state.pending.set(key, counts);
  }
  if (status >= 500) counts.status5xx++;
  else if (status >= 400) counts.status4xx++;
  else if (status >= 300) counts.status3xx++;
  else counts.status2xx++;
  if (status === 429) counts.rateLimited++;
  scheduleFlush();
}

function scheduleFlush(): void {
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    void flushUsage();
  }, FLUSH_INTERVAL_MS);
  state.timer.unref();
}

/** Adds every pending count to usage_hourly; returns how many rows it touched. Concurrent calls share one flush. */
export async function flushUsage(): Promise<number> {
  if (state.flushing) await state.flushing;
  if (state.pending.size === 0) return 0;
  const batch = state.pending;
  state.pending = new Map();
  state.flushing = writeBatch(batch).finally(() => (state.flushing = undefined));
  return state.flushing;
}

async function writeBatch(batch: Map<string, UsageCounts>): Promise<number> {
  const rows = [...batch].map(([key, counts]) => ({
    tokenId: key.slice(0, key.indexOf("|")),
    accountId: counts.accountId,
    hour: new Date(counts.hour),
    status2xx: counts.status2xx,
    status3xx: counts.status3xx,
    status4xx: counts.status4xx,
    status5xx: counts.status5xx,
    rateLimited: counts.rateLimited,
  }));
  try {
    // One transaction: a failure adds none of the batch, so putting it all back cannot double-count.
    await getDb().transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += 500) {
        await tx
        .insert(usageHourly)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [usageHourly.tokenId, usageHourly.hour],
          set: {
            status2xx: sql`${usageHourly.status2xx} + excluded.status_2xx`,
            status3xx: sql`${usageHourly.status3xx} + excluded.status_3xx`,
            status4xx: sql`${usageHourly.status4xx} + excluded.status_4xx`,
            status5xx: sql`${usageHourly.status5xx} + excluded.status_5xx`,
            rateLimited: sql`${usageHourly.rateLimited} + excluded.rate_limited`,
          },
        });
      }
    });
    return rows.length;
  } catch (error) {
    // Put the counts back (merged with what arrived meanwhile) for the next flush.
    for (const [key, counts] of batch) {
      const current = state.pending.get(key);
      if (!current) state.pending.set(key, counts);
      else for (const field of ["status2xx", "status3xx", "status4xx", "status5xx", "rateLimited"] as const) current[field] += counts[field];
    }
    logger.warn({ error: error instanceof Error ? error.message.slice(0, 200) : "unknown", keys: batch.size }, "usage flush failed; will retry");
    scheduleFlush();
    return 0;
  }
}
