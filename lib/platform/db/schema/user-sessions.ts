import { index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { users } from "./users";

/**
 * One signed-in session of the customer area. Auth.js keeps its JWT cookie, which carries this
 * row's id: the row is what lets a person see their sessions and end them, and what every request
 * checks, so an ended session stops on its next request on every instance.
 * Times are written by the app (never the database's now()), so the app's clock decides alone.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** When the person signed in. */
    createdAt: timestamptz("created_at").notNull(),
    /** The last request seen, written at most once a minute. */
    lastSeenAt: timestamptz("last_seen_at").notNull(),
    /** Client address at sign-in; null when unknown. */
    ip: text("ip"),
    /** The browser's user agent at sign-in, as sent (the page shows a short device line from it). */
    userAgent: text("user_agent"),
    /** "password", "oidc", or a method the second-factor sign-in names. */
    signInMethod: text("sign_in_method").notNull(),
    /** When the person last proved who they are (sign-in, password again): sudo mode's clock. */
    lastProofAt: timestamptz("last_proof_at").notNull(),
    endedAt: timestamptz("ended_at"),
    /** Why it ended: signed_out, ended_by_user, password_changed, password_reset. */
    endReason: text("end_reason"),
  },
  (table) => [
    index("user_sessions_user_idx").on(table.userId, table.endedAt),
    /** Retention's walk from the oldest ended or expired session (lib/domains/retention/). */
    index("user_sessions_last_seen_idx").on(table.lastSeenAt),
  ],
);

export type UserSession = typeof userSessions.$inferSelect;
