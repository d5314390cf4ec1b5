import { index, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestamptz } from "./columns";
import { modules } from "./modules";

/** Cloud-platform tokens of a module. Only a hash is kept: the value is shown once, at rotation. */
export const moduleTokens = pgTable(
  "module_tokens",
  {
    id: text("id").primaryKey(),
    moduleId: text("module_id").notNull().references(() => modules.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** SHA-256 of the token, hex. */
    tokenHash: text("token_hash").notNull().unique(),
    /** Last characters of the token, safe to display. */
    tokenHint: text("token_hint").notNull(),
    createdAt: createdAt(),
    /** Null while current; set at rotation to the end of the grace period. */
    expiresAt: timestamptz("expires_at"),
  },
  (table) => [index("module_tokens_module_idx").on(table.moduleId, table.createdAt)],
);

export type ModuleToken = typeof moduleTokens.$inferSelect;
