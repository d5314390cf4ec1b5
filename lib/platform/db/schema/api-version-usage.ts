import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { timestamptz } from "./columns";

/**
 * Which /v1 version each access token called each operation at, and when it last did
 * (lib/domains/usage/note-api-version-usage.ts). The API version page reads it to name the
 * integrations an upgrade would change; a few rows per token, written at most every few minutes
 * per row and process, never per request.
 */
export const apiVersionUsage = pgTable(
  "api_version_usage",
  {
    /** Not a foreign key, like usage_hourly's: a record outlives its token, and the write must never fail on one. */
    tokenId: text("token_id").notNull(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** The OAuth client (`oac_…`) that obtained the token; null for an access token created in the customer area. */
    oauthClientId: text("oauth_client_id"),
    /** The version the answer was served at (`YYYY-MM-DD`). */
    apiVersion: text("api_version").notNull(),
    /** The operation called (`getModuleStatus`). */
    operationId: text("operation_id").notNull(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenId, table.apiVersion, table.operationId] }),
    /** The API version page: one account's last 30 days. */
    index("api_version_usage_account_idx").on(table.accountId, table.lastSeenAt),
  ],
);

export type ApiVersionUsage = typeof apiVersionUsage.$inferSelect;
