import { randomUUID } from "node:crypto";
import { Cluster } from "ioredis";
import type { RedisClient } from "../../platform/redis/client";
import { applyUsageBatch } from "./apply-usage-batch";
import { USAGE_FIELDS, allCounts, countsFor, type UsageBatch, type UsageCounts, type UsageField } from "./usage-batch";

// With Redis, every instance adds its counts to one Redis hash per database, and any instance
// rolls that hash up into PostgreSQL. Both steps are exactly-once:
// - a push carries a batch id that Redis remembers for a day, so a push retried after a lost
//   reply adds nothing twice;
// - a roll-up first renames the hash to a batch of its own (atomically, so counts pushed
//   meanwhile start a new hash), then adds the batch to PostgreSQL in a transaction that
//   records its id (apply-usage-batch.ts), and only then deletes it. A roll-up cut off half way
//   leaves the batch listed, and the next one, on any instance, finishes it.

const PUSHED_MEMORY_SECONDS = 86_400;

// KEYS: pending hash, pushed-marker key. ARGV: marker lifetime, then field/amount pairs.
const PUSH_SCRIPT = `
if not redis.call('set', KEYS[2], '1', 'NX', 'EX', ARGV[1]) then return 0 end
for i = 2, #ARGV, 2 do redis.call('hincrby', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1`;

// KEYS: pending hash, the new batch's hash, the set of batches. ARGV: the batch id.
const CLAIM_SCRIPT = `
if redis.call('exists', KEYS[1]) == 0 then return 0 end
redis.call('rename', KEYS[1], KEYS[2])
redis.call('sadd', KEYS[3], ARGV[1])
return 1`;

// Every key of a database's counts carries the namespace as a hash tag (`{…}`), so on a Redis
// Cluster they all live in one slot: a script or MULTI whose keys span slots is refused there.
const keys = (namespace: string) => {
  const base = `mis:usage:{${namespace}}`;
  return {
    pending: `${base}:pending`,
    pushed: (batchId: string) => `${base}:pushed:${batchId}`,
    batch: (batchId: string) => `${base}:batch:${batchId}`,
    batches: `${base}:batches`,
  };
};

// Before hash tags the keys were `mis:usage:<namespace>:…`. During a rolling upgrade older
// instances still push there; on a single server (never a cluster: those came with the tags)
// each roll-up moves such counts under the tagged keys first. A batch keeps its id, and with it
// applyUsageBatch's exactly-once record. KEYS: legacy batch hash, batch hash, batches, legacy batches.
const ADOPT_LEGACY_BATCH_SCRIPT = `
if redis.call('exists', KEYS[1]) == 1 then redis.call('rename', KEYS[1], KEYS[2]) end
redis.call('sadd', KEYS[3], ARGV[1])
redis.call('srem', KEYS[4], ARGV[1])
return 1`;

async function adoptUntaggedKeys(redis: RedisClient, namespace: string): Promise<void> {
  if (redis instanceof Cluster) return;
  const legacy = `mis:usage:${namespace}`;
  const key = keys(namespace);
  const claimed = randomUUID();
  await redis.eval(CLAIM_SCRIPT, 3, `${legacy}:pending`, key.batch(claimed), key.batches, claimed);
  for (const batchId of await redis.smembers(`${legacy}:batches`)) {
    await redis.eval(ADOPT_LEGACY_BATCH_SCRIPT, 4, `${legacy}:batch:${batchId}`, key.batch(batchId), key.batches, `${legacy}:batches`, batchId);
  }
}

/** Adds a batch to the database's pending counts in Redis; false when this batch id was already pushed. */
export async function pushUsageToRedis(redis: RedisClient, namespace: string, batchId: string, batch: UsageBatch): Promise<boolean> {
  const pairs: string[] = [];
  for (const counts of allCounts(batch)) {
    for (const field of USAGE_FIELDS) {
      if (counts[field] !== 0) pairs.push(`${counts.tokenId}|${counts.accountId}|${counts.hour}|${field}`, String(counts[field]));
    }
  }
  if (pairs.length === 0) return true;
  const key = keys(namespace);
  return (await redis.eval(PUSH_SCRIPT, 2, key.pending, key.pushed(batchId), PUSHED_MEMORY_SECONDS, ...pairs)) === 1;
}

/** Moves every count pending in Redis for this database into usage_hourly; returns how many batches it added. */
export async function rollUpRedisUsage(redis: RedisClient, namespace: string): Promise<number> {
  await adoptUntaggedKeys(redis, namespace);
  const key = keys(namespace);
  const claimed = randomUUID();
  await redis.eval(CLAIM_SCRIPT, 3, key.pending, key.batch(claimed), key.batches, claimed);
  let applied = 0;
  // Batches other roll-ups left unfinished are taken too: applying one twice is harmless.
  for (const batchId of await redis.smembers(key.batches)) {
    const counts = parseBatch(await redis.hgetall(key.batch(batchId)));
    if (counts.length > 0 && (await applyUsageBatch(`redis:${namespace}:${batchId}`, counts))) applied++;
    await redis.multi().del(key.batch(batchId)).srem(key.batches, batchId).exec();
  }
  return applied;
}

function parseBatch(hash: Record<string, string>): UsageCounts[] {
  const batch: UsageBatch = new Map();
  for (const [field, amount] of Object.entries(hash)) {
    const [tokenId, accountId, hour, column] = field.split("|");
    if (!tokenId || !accountId || !column || !(USAGE_FIELDS as readonly string[]).includes(column)) continue;
    countsFor(batch, tokenId, accountId, Number(hour))[column as UsageField] += Number(amount);
  }
  return allCounts(batch);
}
