import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { timestamptz } from "./columns";

/**
 * Who still calls something being retired (lib/domains/api-versions/deprecations.ts): one row per
 * credential and retired thing, its first and last sighting. The weekly mail to the account's
 * admins (lib/domains/deprecated-calls/) names the credentials seen since the last one.
 */
export const deprecatedCalls = pgTable(
  "deprecated_calls",
  {
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** The access token (`tok_…`) or OAuth client (`oac_…`) that called. Not a foreign key: a sighting outlives a revoked token. */
    credentialId: text("credential_id").notNull(),
    /** What is retired, as deprecationsOf names it (`API version 2026-11-22`, `operation getUsage`). */
    subject: text("subject").notNull(),
    sunsetAt: text("sunset_at").notNull(),
    firstSeenAt: timestamptz("first_seen_at").notNull(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
    /** When the account's admins were last mailed about it: the weekly mail goes at most 7 days after the last one. */
    lastMailedAt: timestamptz("last_mailed_at"),
    /** Calls counted (in the process's batches: a lower bound, not an exact figure). */
    callCount: integer("call_count").notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.credentialId, table.subject] }),
    /** The weekly mail's walk: accounts with sightings since their last mail. */
    index("deprecated_calls_last_seen_idx").on(table.lastSeenAt),
  ],
);

export type DeprecatedCall = typeof deprecatedCalls.$inferSelect;
