import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { timestamptz } from "./columns";

/**
 * /v1 requests per access token and hour, by status class, rolled up from the app instances'
 * in-memory counters (lib/domains/usage/): each flush adds its counts to the row, so instances never
 * overwrite each other. Days are sums of hours.
 */
export const usageHourly = pgTable(
  "usage_hourly",
  {
    /** Not a foreign key: counts outlive a deleted token, and the flush must never fail on one. */
    tokenId: text("token_id").notNull(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** Start of the UTC hour. */
    hour: timestamptz("hour").notNull(),
    status2xx: integer("status_2xx").notNull().default(0),
    status3xx: integer("status_3xx").notNull().default(0),
    status4xx: integer("status_4xx").notNull().default(0),
    status5xx: integer("status_5xx").notNull().default(0),
    /** 429 Too Many Requests, also counted in 4xx. */
    rateLimited: integer("rate_limited").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tokenId, table.hour] }),
    /**
     * GET /v1/usage: the counts ride in the index, so a range is read from it alone (an index-only
     * scan). Without them, the planner preferred walking every account's rows of the range on the
     * hour index below (bench:scale, 30 days at scale 1: 2 008 buffers against 373 this way).
     */
    index("usage_hourly_account_idx").on(table.accountId, table.hour, table.status2xx, table.status3xx, table.status4xx, table.status5xx, table.rateLimited),
    /** Retention's walk from the oldest (lib/domains/retention/). */
    index("usage_hourly_hour_idx").on(table.hour),
  ],
);

export type UsageHourly = typeof usageHourly.$inferSelect;

/**
 * Daily totals of usage_hourly rows older than the hourly retention (lib/domains/retention/), folded in
 * by the job that removes them, so a day's and a month's figures outlive their hours.
 */
export const usageDaily = pgTable(
  "usage_daily",
  {
    tokenId: text("token_id").notNull(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** The UTC day. */
    day: date("day", { mode: "string" }).notNull(),
    status2xx: integer("status_2xx").notNull().default(0),
    status3xx: integer("status_3xx").notNull().default(0),
    status4xx: integer("status_4xx").notNull().default(0),
    status5xx: integer("status_5xx").notNull().default(0),
    rateLimited: integer("rate_limited").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tokenId, table.day] }), index("usage_daily_account_idx").on(table.accountId, table.day)],
);

export type UsageDaily = typeof usageDaily.$inferSelect;

/**
 * Batches of counts already added to usage_hourly from Redis (lib/domains/usage/redis-usage.ts). A
 * batch is recorded in the transaction that adds it, so an instance that retries a batch after
 * a crash or a lost reply finds it here and adds nothing twice. Rows older than two days are pruned.
 */
export const usageRollups = pgTable(
  "usage_rollups",
  {
    batchId: text("batch_id").primaryKey(),
    appliedAt: timestamptz("applied_at").notNull().defaultNow(),
  },
  (table) => [index("usage_rollups_applied_idx").on(table.appliedAt)],
);

/**
 * One row naming this database. Redis keys that hold counts for it carry the name, so two
 * deployments sharing a Redis (or the test runs on PGlite and PostgreSQL) never roll up each
 * other's counts into the wrong database.
 */
export const usageNamespace = pgTable("usage_namespace", {
  id: text("id").primaryKey(),
});
