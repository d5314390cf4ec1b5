import { getDb, type Executor } from "../db/client";
import { deliver, pendingInvalidationsOf, trackTransaction, type Invalidation } from "./invalidation-bus";

// The database's triggers tell every instance of a committed change (migration 0007), this one
// included, a moment later. The writing process applies its own changes here as well, before
// the service returns, so that its next request can never see what it has just changed.

/**
 * A transaction whose `invalidateOnCommit` messages are applied in this process once it has
 * committed (and dropped if it rolls back).
 */
export async function transactionInvalidating<T>(run: (tx: Executor) => Promise<T>): Promise<T> {
  const queue: Invalidation[] = [];
  const result = await getDb().transaction(async (tx) => {
    trackTransaction(tx, queue);
    return run(tx);
  });
  for (const invalidation of queue) deliver(invalidation);
  return result;
}

/** Queues a message for when `tx` commits; `tx` must come from `transactionInvalidating`. */
export function invalidateOnCommit(tx: Executor, invalidation: Invalidation): void {
  const queue = pendingInvalidationsOf(tx);
  // Applying it before the commit would let this process reload the old rows: refuse loudly.
  if (!queue) throw new Error(`invalidateOnCommit(${invalidation.kind}) outside transactionInvalidating: this process would not hear of it at once`);
  queue.push(invalidation);
}
