import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "../../platform/db/client";
import { accessTokens, oauthClients, usageDaily, usageHourly } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";
import { usageBuckets, type UsageGranularity, type UsageRange } from "./usage-buckets";
import { settleUsage } from "./usage-counter";

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

interface CountRow {
  at: Date;
  status2xx: number;
  status3xx: number;
  status4xx: number;
  status5xx: number;
  rateLimited: number;
}

const sums = (table: typeof usageHourly | typeof usageDaily) => ({
  status2xx: sql<number>`sum(${table.status2xx})::int`,
  status3xx: sql<number>`sum(${table.status3xx})::int`,
  status4xx: sql<number>`sum(${table.status4xx})::int`,
  status5xx: sql<number>`sum(${table.status5xx})::int`,
  rateLimited: sql<number>`sum(${table.rateLimited})::int`,
});

/**
 * Requests per hour (24 h), per day (7 d, 30 d) or per month (12 m) for the account, one of its
 * tokens or one of its OAuth clients, by status class plus 429s, oldest first, with empty buckets
 * as zeros. Flushes this instance's counters first; other instances' last few seconds show after
 * their next flush.
 *
 * Daily and monthly buckets add the hours still in usage_hourly to the days retention folded into
 * usage_daily. The fold moves an hour in the statement that deletes it, so each request is in
 * exactly one of the two tables: adding both is exact, the day at the retention boundary (partly
 * folded, partly hourly) included, and there is no cutoff to agree on with the retention pass.
 */
export async function listUsage(options: ListUsageOptions): Promise<{ granularity: UsageGranularity; buckets: UsageBucket[] }> {
  const shape = usageBuckets(options.range, options.now ?? new Date());
  const from = shape.starts[0]!;
  const resource = options.resourceId === undefined ? undefined : await resourceCondition(options.accountId, options.resourceId);
  await settleUsage();
  const hourly = getDb()
    .select({ at: usageHourly.hour, ...sums(usageHourly) })
    .from(usageHourly)
    .where(and(eq(usageHourly.accountId, options.accountId), gte(usageHourly.hour, from), lt(usageHourly.hour, shape.end), resource?.(usageHourly.tokenId)))
    .groupBy(usageHourly.hour);
  const rows: CountRow[] = await hourly;
  if (shape.granularity !== "hour") {
    const days = await getDb()
      .select({ day: usageDaily.day, ...sums(usageDaily) })
      .from(usageDaily)
      .where(and(eq(usageDaily.accountId, options.accountId), gte(usageDaily.day, utcDay(from)), lt(usageDaily.day, utcDay(shape.end)), resource?.(usageDaily.tokenId)))
      .groupBy(usageDaily.day);
    for (const { day, ...counts } of days) rows.push({ at: new Date(`${day}T00:00:00Z`), ...counts });
  }
  const buckets: UsageBucket[] = shape.starts.map((start) => ({ start, status2xx: 0, status3xx: 0, status4xx: 0, status5xx: 0, rateLimited: 0 }));
  for (const row of rows) {
    const bucket = buckets[shape.indexOf(row.at)];
    if (!bucket) continue;
    bucket.status2xx += Number(row.status2xx);
    bucket.status3xx += Number(row.status3xx);
    bucket.status4xx += Number(row.status4xx);
    bucket.status5xx += Number(row.status5xx);
    bucket.rateLimited += Number(row.rateLimited);
  }
  return { granularity: shape.granularity, buckets };
}

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Usage rows of one token, or of every token an OAuth client obtained (usage is counted per
 * token; a client's tokens carry its id), as a condition on either table's token column.
 * Another account's token or client is "not found".
 */
async function resourceCondition(accountId: string, resourceId: string): Promise<(tokenColumn: PgColumn) => SQL> {
  if (isIdOf("tok", resourceId)) {
    const [token] = await getDb().select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.id, resourceId), eq(accessTokens.accountId, accountId)));
    if (token) return (tokenColumn) => eq(tokenColumn, resourceId);
  } else if (isIdOf("oac", resourceId)) {
    const [client] = await getDb().select({ id: oauthClients.id }).from(oauthClients).where(and(eq(oauthClients.id, resourceId), eq(oauthClients.accountId, accountId)));
    if (client) {
      const tokensOfClient = () => getDb().select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.oauthClientId, resourceId), eq(accessTokens.accountId, accountId)));
      return (tokenColumn) => inArray(tokenColumn, tokensOfClient());
    }
    throw new AppError("not_found", `No OAuth client with the id "${resourceId}".`);
  }
  throw new AppError("not_found", `No access token with the id "${resourceId}".`);
}
