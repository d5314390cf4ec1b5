/** Rows per transaction: short enough that a batch never holds locks for long, big enough to keep up. */
const RETENTION_BATCH_SIZE = 5_000;
/** Batches per table and run; what is left waits for the next run (README "Retention"). */
const RETENTION_MAX_BATCHES = 200;

export interface BatchLimits {
  batchSize?: number;
  maxBatches?: number;
}

/**
 * Runs `removeBatch` (one transaction that removes at most `batchSize` rows and returns how many)
 * until a batch comes back short or `maxBatches` ran. A failure stops the loop: the batches
 * before it are committed, the failed one rolled back whole, and the next run goes on from there.
 */
export async function deleteInBatches(removeBatch: (batchSize: number) => Promise<number>, limits: BatchLimits = {}): Promise<number> {
  const { batchSize = RETENTION_BATCH_SIZE, maxBatches = RETENTION_MAX_BATCHES } = limits;
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const removed = await removeBatch(batchSize);
    total += removed;
    if (removed < batchSize) break;
  }
  return total;
}
