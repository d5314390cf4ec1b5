import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { mailKinds } from "../../schemas/notifications";
import { notificationStatuses } from "../../schemas/vocabulary";
import { accounts } from "./accounts";
import { createdAt, timestamptz } from "./columns";
import { users } from "./users";

export const notificationKind = pgEnum("notification_kind", mailKinds);
export const notificationStatus = pgEnum("notification_status", notificationStatuses);

/**
 * The e-mail outbox: one row per message to one admin, written in the transaction of the change
 * that causes it, and sent by the notification worker. A failed send is retried, never dropped.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** Null for a mail to someone who is not a user yet (an invitation). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    /**
     * What the message is about, unique per recipient (e.g. `token.expiring:7d:tok_…`), so an
     * event that is seen twice (two scanners, a retried job) is still mailed once.
     */
    dedupeKey: text("dedupe_key").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** `recorded`: SMTP_URL was unset when its turn came, so it was kept but not sent. */
    status: notificationStatus("status").notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    /** When a worker may take it next; a claim pushes it ahead by the lease. */
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("notifications_due_idx").on(table.status, table.nextAttemptAt),
    /** Retention's walk from the oldest (lib/domains/retention/). */
    index("notifications_created_idx").on(table.createdAt),
    uniqueIndex("notifications_dedupe_idx").on(table.userId, table.dedupeKey),
  ],
);

/** An admin's opt-outs, one row per kind they turned off; no row means they get it. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.accountId, table.kind] })],
);

export type Notification = typeof notifications.$inferSelect;
