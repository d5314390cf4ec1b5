import { index, inet, jsonb, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { timestamptz } from "./columns";
import { actorTypes, type ActorType } from "../../schemas/vocabulary";

export const actorType = pgEnum("actor_type", actorTypes);
export type { ActorType };

/**
 * The audit journal. Append-only: a trigger in the migrations refuses UPDATE and DELETE, but for
 * the retention job's removal of entries past the limit (lib/domains/retention/). Partitioned by month
 * on `occurred_at` (migration 0012, lib/domains/retention/ensure-audit-partitions.ts), so the primary
 * key carries the partition key. Read newest first by keyset on (occurred_at, id).
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    /** Unique on its own in practice (random), but only (id, occurred_at) is enforced: see the key below. */
    id: text("id").notNull(),
    /** Null only for events that belong to no account (a failed sign-in for an unknown email). */
    accountId: text("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    occurredAt: timestamptz("occurred_at").notNull().defaultNow(),
    action: text("action").notNull(),
    actorType: actorType("actor_type").notNull(),
    actorId: text("actor_id"),
    actorDisplay: text("actor_display").notNull(),
    resourceType: text("resource_type"),
    resourceId: text("resource_id"),
    ip: inet("ip"),
    userAgent: text("user_agent"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.occurredAt] }),
    // Each ends with id, the keyset's tie-break: a filtered page then starts at its position in
    // the index and needs no sort (without id, a page deep in a filtered journal read and sorted
    // everything after the position: bench:scale, docs/capacity.md).
    index("audit_entries_account_time_idx").on(table.accountId, table.occurredAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("audit_entries_account_action_idx").on(table.accountId, table.action, table.occurredAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("audit_entries_account_actor_idx").on(table.accountId, table.actorId, table.occurredAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("audit_entries_account_resource_idx").on(table.accountId, table.resourceId, table.occurredAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;
