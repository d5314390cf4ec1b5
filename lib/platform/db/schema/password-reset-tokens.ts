import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";
import { users } from "./users";

/** A password reset link mailed to a user: single-use, valid 30 minutes. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's random token, hex; the token itself is only in the mail. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** Set when the link is used, or when a reset through another link makes it void. */
    usedAt: timestamptz("used_at"),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
