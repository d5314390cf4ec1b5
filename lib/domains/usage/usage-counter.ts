import { randomUUID } from "node:crypto";
import { env } from "../../platform/env";
import { detachedFromRequest } from "../../platform/log-context";
import { logger } from "../../platform/logger";
import { getRedis, waitForRedis } from "../../platform/redis/client";
import { applyUsageBatch, pruneAppliedUsageBatches } from "./apply-usage-batch";
import { pushUsageToRedis, rollUpRedisUsage } from "./redis-usage";
import { HOUR_MS, allCounts, countsFor, totalCounts, type UsageBatch } from "./usage-batch";
import { getUsageNamespace } from "./usage-namespace";
import { processGlobal } from "../../platform/process-globals";

// Counts /v1 requests off the request path. The pipeline bumps a number in memory; a timer
// hands the counts on as one batch:
// - with Redis (REDIS_URL), every second into one Redis hash per database, which any instance
//   rolls up into PostgreSQL every few seconds (redis-usage.ts): a crashed instance loses at
//   most a second of counts, and PostgreSQL gets one writer's upsert instead of every instance's;
// - without, every few seconds straight into PostgreSQL (the embedded default is one process).
// A batch that fails is retried with its id, which both stores remember, so none is lost or
// counted twice while the process lives; at shutdown it is tried a few more times, and what
// still fails is logged as lost.

const FLUSH_TO_REDIS_MS = 1000;
const FLUSH_TO_POSTGRES_MS = 5000;
const ROLL_UP_MS = 5000;
/** At shutdown: bounded, so a stop within the deploy's grace period (25 s) survives a Redis outage. */
const SHUTDOWN_ATTEMPTS = 3;
const SHUTDOWN_RETRY_MS = 300;

// On globalThis: Next may load this module in more than one bundle of the same process (the
// fast /v1 path and the customer area's in-process client), and every copy must count into,
// and flush, the same counters.
interface CounterState {
  pending: UsageBatch;
  /** A batch whose hand-over failed, its outcome unknown: retried with the same id before any other. */
  unsent?: { id: string; batch: UsageBatch };
  flushTimer?: NodeJS.Timeout;
  rollUpTimer?: NodeJS.Timeout;
  /** The flush and roll-up each run one at a time per process. */
  flushing: Promise<void>;
  rollingUp: Promise<void>;
  prunedAt: number;
}
const slot = processGlobal<CounterState>("usageCounter");
const state: CounterState = slot.get() ?? slot.set({ pending: new Map(), flushing: Promise.resolve(), rollingUp: Promise.resolve(), prunedAt: 0 });

/** Whether the pipeline counts at all (the benches compare with counting off). */
export const usageCountingEnabled = env.USAGE_COUNTING === "on";

/** Counts one answered request of a token. Synchronous and allocation-light: it runs on every call. */
export function countRequest(tokenId: string, accountId: string, status: number, now = Date.now()): void {
  const counts = countsFor(state.pending, tokenId, accountId, now - (now % HOUR_MS));
  if (status >= 500) counts.status5xx++;
  else if (status >= 400) counts.status4xx++;
  else if (status >= 300) counts.status3xx++;
  else counts.status2xx++;
  if (status === 429) counts.rateLimited++;
  if (!state.flushTimer) scheduleFlush();
}

function scheduleFlush(): void {
  if (state.flushTimer) return;
  // Armed by a counted request; the flush hands on every request's counts, so it is none of theirs.
  state.flushTimer = detachedFromRequest(() => setTimeout(() => {
    state.flushTimer = undefined;
    void flushUsage();
  }, getRedis() ? FLUSH_TO_REDIS_MS : FLUSH_TO_POSTGRES_MS));
  state.flushTimer.unref();
}

function scheduleRollUp(): void {
  if (state.rollUpTimer) return;
  state.rollUpTimer = detachedFromRequest(() => setTimeout(() => {
    state.rollUpTimer = undefined;
    void rollUpUsage();
  }, ROLL_UP_MS));
  state.rollUpTimer.unref();
}

/** Hands the pending counts to Redis, or to PostgreSQL without it. Never throws: what fails stays for the next try. */
export function flushUsage(): Promise<void> {
  state.flushing = state.flushing.then(flushOnce);
  return state.flushing;
}

async function flushOnce(): Promise<void> {
  // After a failure: the failed batch with its id, then what was counted meanwhile as a batch of
  // its own, so a settle hands on everything (the retry timer may never fire before the exit).
  const retrying = state.unsent !== undefined;
  if ((await sendBatch()) && retrying) await sendBatch();
  if (hasUnsentCounts()) scheduleFlush();
}

const hasUnsentCounts = () => state.unsent !== undefined || state.pending.size > 0;

/** Hands on the failed batch, or else the pending counts as a new one; false when that failed. */
async function sendBatch(): Promise<boolean> {
  if (!state.unsent) {
    if (state.pending.size === 0) return true;
    state.unsent = { id: randomUUID(), batch: state.pending };
    state.pending = new Map();
  }
  const { id, batch } = state.unsent;
  const redis = getRedis();
  try {
    if (redis) {
      await waitForRedis();
      await pushUsageToRedis(redis, await getUsageNamespace(), id, batch);
      scheduleRollUp();
    } else {
      await applyUsageBatch(id, allCounts(batch));
    }
    state.unsent = undefined;
    if (!redis) await pruneNowAndThen();
    return true;
  } catch (error) {
    logger.warn({ error: error instanceof Error ? error.message.slice(0, 200) : "unknown", keys: allCounts(batch).length }, "usage flush failed; will retry");
    return false;
  }
}

/** With Redis: adds every instance's counts that reached Redis to PostgreSQL. Never throws. */
function rollUpUsage(): Promise<void> {
  state.rollingUp = state.rollingUp.then(rollUpOnce);
  return state.rollingUp;
}

async function rollUpOnce(): Promise<void> {
  const redis = getRedis();
  if (!redis) return;
  try {
    await waitForRedis();
    await rollUpRedisUsage(redis, await getUsageNamespace());
  } catch (error) {
    logger.warn({ error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "usage roll-up failed; will retry");
    scheduleRollUp();
    return;
  }
  await pruneNowAndThen();
}

export interface SettleUsageOptions {
  /** The process is about to end: what is still in memory is tried a few times, then logged as lost. */
  shutdown?: boolean;
}

/** Everything counted so far, in this process and (with Redis) pushed by the others, into PostgreSQL: before a read, and at shutdown. */
export async function settleUsage(options: SettleUsageOptions = {}): Promise<void> {
  await flushUsage();
  if (options.shutdown) await retryBeforeExit();
  await rollUpUsage();
}

async function retryBeforeExit(): Promise<void> {
  for (let attempt = 1; attempt < SHUTDOWN_ATTEMPTS && hasUnsentCounts(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_RETRY_MS));
    await flushUsage();
  }
  if (!hasUnsentCounts()) return;
  const lost = [...(state.unsent ? allCounts(state.unsent.batch) : []), ...allCounts(state.pending)];
  // Totals only: the counts are keyed by token id, which the log has no need of.
  logger.error({ ...totalCounts(lost), attempts: SHUTDOWN_ATTEMPTS }, "usage counts lost at shutdown: they could not be handed on");
  // Forgotten, so that no timer retries them over connections about to close.
  clearTimeout(state.flushTimer);
  state.flushTimer = undefined;
  state.unsent = undefined;
  state.pending = new Map();
}

/** Once an hour per process: forgets old batch ids. A failure only delays it. */
async function pruneNowAndThen(now = Date.now()): Promise<void> {
  if (now - state.prunedAt < HOUR_MS) return;
  state.prunedAt = now;
  await pruneAppliedUsageBatches(now).catch((error: unknown) => logger.warn({ error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "pruning applied usage batches failed"));
}
