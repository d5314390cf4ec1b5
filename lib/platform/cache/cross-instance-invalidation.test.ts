import { describeTwoInstances } from "./testing/two-instance-suite";
import { instanceEnv } from "./testing/instance-process";

// Two app instances in processes of their own on one PostgreSQL database, with (first block) or
// without (second block) a shared Redis for their counters: the cases are in
// lib/platform/cache/testing/two-instance-suite.ts. The same cases run on a Redis Cluster
// (lib/platform/redis/redis-cluster.test.ts) and behind PgBouncer (lib/platform/db/pgbouncer.test.ts).

const onServer = process.env.VITEST_DATABASE === "postgres";
const redisUrl = process.env.TEST_REDIS_URL;
if (!onServer) console.warn("cross-instance-invalidation.test: needs a PostgreSQL server (TEST_DATABASE_URL), so it is SKIPPED on PGlite.");
if (!redisUrl) console.warn("cross-instance-invalidation.test: TEST_REDIS_URL is not set, so the servers with Redis are SKIPPED.");

describeTwoInstances({
  name: "servers with REDIS_URL",
  skip: !onServer || !redisUrl,
  env: () => instanceEnv(process.env.DATABASE_URL!, redisUrl),
  sharesRedis: true,
});
describeTwoInstances({ name: "servers without Redis", skip: !onServer, env: () => instanceEnv(process.env.DATABASE_URL!, undefined), sharesRedis: false });
