import { Redis } from "ioredis";
import type pg from "pg";

// A spec that edits a token row behind the services' back must announce it as they do
// (lib/access-tokens/invalidate-access-token.ts), or the servers keep their cached copy for
// up to the cache TTL. Sent on both transports: the server listens on Redis when it has one,
// else on PostgreSQL.
const CHANNEL = "mis_cache_invalidation";

export async function announceTokenChange(client: pg.Client, tokenId: string): Promise<void> {
  const message = JSON.stringify({ kind: "access-token", tokenId });
  await client.query("select pg_notify($1, $2)", [CHANNEL, message]);
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  try {
    await redis.publish(CHANNEL, message);
  } finally {
    redis.disconnect();
  }
}
