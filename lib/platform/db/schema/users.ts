import { pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestamptz } from "./columns";
import { membershipRoles } from "../../schemas/vocabulary";

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  /** Stored lower-cased so sign-in is case-insensitive. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** argon2id hash; null for users who only sign in through OIDC. */
  passwordHash: text("password_hash"),
  /** Subject of the OIDC identity linked to this user, if any. */
  oidcSubject: text("oidc_subject").unique(),
  createdAt: createdAt(),
  lastSignedInAt: timestamptz("last_signed_in_at"),
  /**
   * Sessions (JWTs) begun before this instant are no longer honoured: a password reset sets it,
   * ending every session of the user on its next request, on every instance.
   */
  sessionsValidAfter: timestamptz("sessions_valid_after"),
});

export const membershipRole = pgEnum("membership_role", membershipRoles);

/** Who has access to which account, with which role; a user in several accounts can switch between them. */
export const memberships = pgTable(
  "memberships",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    role: membershipRole("role").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.accountId] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Membership = typeof memberships.$inferSelect;
