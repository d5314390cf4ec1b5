import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens, oauthClients, usageHourly } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";
import { settleUsage } from "./usage-counter";

type UsageRange = "24h" | "7d" | "30d";

export interface ListUsageOptions {
  accountId: string;
  range: UsageRange;
  /**
   * One token (`tok_…`) of the account, or one OAuth client (`oac_…`): the sum of every token
   * it obtained. All of the account's when omitted.
   */
  resourceId?: string;
  now?: Date;
}

export interface UsageBucket {
  start: Date;
  status2xx: number;
  status3xx: number;
  status4xx: number;
  status5xx: number;
  rateLimited: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 24 h in hours; 7 d and 30 d in days. Buckets are UTC and the current one is included. */
const SHAPES: Record<UsageRange, { bucketMs: number; buckets: number }> = {
  "24h": { bucketMs: HOUR_MS, buckets: 24 },
  "7d": { bucketMs: DAY_MS, buckets: 7 },
  "30d": { bucketMs: DAY_MS, buckets: 30 },
};

/**
 * Requests per hour (24 h) or per day (7 d, 30 d) for the account, one of its tokens or one of its
 * OAuth clients, by status
 * class plus 429s, oldest first, with empty buckets as zeros. Flushes this instance's counters
 * first; other instances' last few seconds show after their next flush.
 */
export async function listUsage(options: ListUsageOptions): Promise<{ bucketMs: number; buckets: UsageBucket[] }> {
  const now = (options.now ?? new Date()).getTime();
  const { bucketMs, buckets: count } = SHAPES[options.range];
  const firstStart = now - (now % bucketMs) - (count - 1) * bucketMs;
  const conditions = [eq(usageHourly.accountId, options.accountId), gte(usageHourly.hour, new Date(firstStart)), lt(usageHourly.hour, new Date(firstStart + count * bucketMs))];
  if (options.resourceId !== undefined) conditions.push(await resourceCondition(options.accountId, options.resourceId));
  await settleUsage();
  const rows = await getDb()
    .select({
      hour: usageHourly.hour,
      status2xx: sql<number>`sum(${usageHourly.status2xx})::int`,
      status3xx: sql<number>`sum(${usageHourly.status3xx})::int`,
      status4xx: sql<number>`sum(${usageHourly.status4xx})::int`,
      status5xx: sql<number>`sum(${usageHourly.status5xx})::int`,
      rateLimited: sql<number>`sum(${usageHourly.rateLimited})::int`,
    })
    .from(usageHourly)
    .where(and(...conditions))
    .groupBy(usageHourly.hour);
  const buckets: UsageBucket[] = Array.from({ length: count }, (_, index) => ({
    start: new Date(firstStart + index * bucketMs),
    status2xx: 0,
    status3xx: 0,
    status4xx: 0,
    status5xx: 0,
    rateLimited: 0,
  }));
  for (const row of rows) {
    const bucket = buckets[Math.floor((row.hour.getTime() - firstStart) / bucketMs)];
    if (!bucket) continue;
    bucket.status2xx += Number(row.status2xx);
    bucket.status3xx += Number(row.status3xx);
    bucket.status4xx += Number(row.status4xx);
    bucket.status5xx += Number(row.status5xx);
    bucket.rateLimited += Number(row.rateLimited);
  }
  return { bucketMs, buckets };
}

/**
 * Usage rows of one token, or of every token an OAuth client obtained (usage is counted per
 * token; a client's tokens carry its id). Another account's token or client is "not found".
 */
async function resourceCondition(accountId: string, resourceId: string): Promise<SQL> {
  if (isIdOf("tok", resourceId)) {
    const [token] = await getDb().select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.id, resourceId), eq(accessTokens.accountId, accountId)));
    if (token) return eq(usageHourly.tokenId, resourceId);
  } else if (isIdOf("oac", resourceId)) {
    const [client] = await getDb().select({ id: oauthClients.id }).from(oauthClients).where(and(eq(oauthClients.id, resourceId), eq(oauthClients.accountId, accountId)));
    if (client) {
      const tokensOfClient = getDb().select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.oauthClientId, resourceId), eq(accessTokens.accountId, accountId)));
      return inArray(usageHourly.tokenId, tokensOfClient);
    }
    throw new AppError("not_found", `No OAuth client with the id "${resourceId}".`);
  }
  throw new AppError("not_found", `No access token with the id "${resourceId}".`);
}
