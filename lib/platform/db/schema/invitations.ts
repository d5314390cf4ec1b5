import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { accounts } from "./accounts";
import { createdAt, timestamptz } from "./columns";
import { membershipRole, users } from "./users";

/** An invitation to join an account with a role, by a single-use link mailed to `email`. */
export const invitations = pgTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** Stored lower-cased, like users.email. */
    email: text("email").notNull(),
    role: membershipRole("role").notNull(),
    /** SHA-256 of the link's random token, hex; the token itself is only in the mail. Replaced on resend. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The link a resend replaced (its token's SHA-256): opened, it says so instead of "not valid". The one before it is forgotten. */
    replacedTokenHash: text("replaced_token_hash").unique(),
    invitedByUserId: text("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Seven days after the (last) mail. */
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    acceptedByUserId: text("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [
    index("invitations_account_idx").on(table.accountId, table.createdAt),
    // One open invitation per address and account: inviting again resends it instead.
    uniqueIndex("invitations_open_email_unique")
      .on(table.accountId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

export type Invitation = typeof invitations.$inferSelect;
