import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { timestamptz } from "./columns";

/**
 * /v1 requests per access token and hour, by status class, rolled up from the app instances'
 * in-memory counters (lib/usage/): each flush adds its counts to the row, so instances never
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
  (table) => [primaryKey({ columns: [table.tokenId, table.hour] }), index("usage_hourly_account_idx").on(table.accountId, table.hour)],
);

export type UsageHourly = typeof usageHourly.$inferSelect;
