import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt } from "./columns";

/** Stored responses of POSTs sent with an `Idempotency-Key`, so a retry returns the same result. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Operation and path the key was first used with, e.g. `POST /v1/modules/mod_…/tokens`. */
    operation: text("operation").notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status").notNull(),
    responseBody: jsonb("response_body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.key] }),
    // Retention's walk over expired keys, oldest first (lib/domains/retention/remove-spent-rows.ts).
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);

export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
