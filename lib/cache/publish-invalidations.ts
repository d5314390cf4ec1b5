import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../db/client";
import { logger } from "../logger";
import { getRedis, waitForRedis } from "../redis/client";
import { INVALIDATION_CHANNEL, deliver, pendingInvalidationsOf, trackTransaction, type Invalidation } from "./invalidation-bus";
import { invalidationTransport } from "./listen-for-invalidations";

/**
 * Applies the messages here at once and sends them to every other instance. Call it only
 * after the change is committed: an instance that reloads on receipt must find the new rows.
 * A failed send is logged, not thrown (the change stands); the caches' TTL bounds the damage.
 */
export async function publishInvalidations(invalidations: Invalidation[]): Promise<void> {
  const messages = [...new Set(invalidations.map((invalidation) => JSON.stringify(invalidation)))];
  if (!messages.length) return;
  for (const invalidation of invalidations) deliver(invalidation);
  try {
    const transport = invalidationTransport();
    if (transport === "redis") {
      await waitForRedis();
      const redis = getRedis()!;
      await Promise.all(messages.map((message) => redis.publish(INVALIDATION_CHANNEL, message)));
    } else if (transport === "postgres") {
      for (const message of messages) await getDb().execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${message})`);
    }
  } catch (error) {
    logger.warn({ err: error, messages }, "could not publish cache invalidations; other instances catch up within the cache TTL");
  }
}

/**
 * A transaction whose `invalidateOnCommit` messages are published once it has committed (and
 * dropped if it rolls back). Resolves after publishing, so a caller that returns has been heard.
 */
export async function transactionPublishing<T>(run: (tx: Executor) => Promise<T>): Promise<T> {
  const queue: Invalidation[] = [];
  const result = await getDb().transaction(async (tx) => {
    trackTransaction(tx, queue);
    return run(tx);
  });
  await publishInvalidations(queue);
  return result;
}

/** Queues a message for when `tx` commits; `tx` must come from `transactionPublishing`. */
export function invalidateOnCommit(tx: Executor, invalidation: Invalidation): void {
  const queue = pendingInvalidationsOf(tx);
  // Publishing before the commit would let another instance reload the old rows: refuse loudly.
  if (!queue) throw new Error(`invalidateOnCommit(${invalidation.kind}) outside transactionPublishing: no cache would hear of it`);
  queue.push(invalidation);
}
