// What one Redis holds per active access token, for docs/capacity.md: the app's own rate-limit
// counter and usage counts for TOKENS tokens, measured key by key with MEMORY USAGE (the
// server's used_memory also counts whatever else shares it). Only the keys it made are read,
// then deleted.
//
//   npx tsx --tsconfig tsconfig.json scripts/bench/redis-footprint.ts   (Redis at BENCH_REDIS_URL or TEST_REDIS_URL)
export {};

const url = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!url) throw new Error("Set BENCH_REDIS_URL or TEST_REDIS_URL");
process.env.REDIS_URL = url;
process.env.LOG_LEVEL ??= "warn";
const TOKENS = Number(process.env.TOKENS ?? 10_000);

const { consumeRateLimit } = await import("../../lib/adapters/api/rate-limit");
const { closeRedis, getRedis, waitForRedis } = await import("../../lib/platform/redis/client");
const { pushUsageToRedis } = await import("../../lib/domains/usage/redis-usage");
const { countsFor, HOUR_MS } = await import("../../lib/domains/usage/usage-batch");

await waitForRedis();
const redis = getRedis()!;
const run = `footprint${Date.now()}`;
const tokenIds = Array.from({ length: TOKENS }, (_, index) => `tok_${run}${String(index).padStart(8, "0")}`);

async function bytesOf(pattern: string): Promise<{ keys: string[]; bytes: number }> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, found] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
    cursor = next;
    keys.push(...found);
  } while (cursor !== "0");
  let bytes = 0;
  for (const key of keys) bytes += Number(await redis.memory("USAGE", key, "SAMPLES", "0"));
  return { keys, bytes };
}

try {
  for (const tokenId of tokenIds) await consumeRateLimit(tokenId, 600);
  const limits = await bytesOf(`*${run}*`);

  const batch = new Map();
  const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  for (const tokenId of tokenIds) countsFor(batch, tokenId, `acc_${run}`, hour).status2xx = 7;
  await pushUsageToRedis(redis, run, `batch-${run}`, batch);
  const usage = await bytesOf(`mis:usage:{${run}}*`);

  console.log(`Redis per active token (${TOKENS.toLocaleString("en-US")} tokens, MEMORY USAGE of each key):`);
  console.log(`  rate-limit window:   ${limits.keys.length} keys, ${(limits.bytes / TOKENS).toFixed(0)} bytes per token (lives ${60} s after its last request)`);
  console.log(`  usage counts (hour): ${usage.keys.length} keys, ${(usage.bytes / TOKENS).toFixed(0)} bytes per token (until the next roll-up, seconds)`);
  for (const key of [...limits.keys, ...usage.keys]) await redis.del(key);
} finally {
  await closeRedis();
}
