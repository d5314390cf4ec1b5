import { index, integer, pgEnum, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestamptz } from "./columns";
import { syncStates } from "../../schemas/vocabulary";

export const syncState = pgEnum("sync_state", syncStates);

/** A module active on a customer account, with its current synchronization state inline. */
export const modules = pgTable(
  "modules",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** Stable machine name of the module kind, e.g. `crm`. Unique per account. */
    key: text("key").notNull(),
    name: text("name").notNull(),
    /** Monthly price in minor units of the account's currency. */
    monthlyPrice: integer("monthly_price").notNull(),
    activatedAt: timestamptz("activated_at").notNull(),
    /** Set when the module is switched off; such a module is no longer listed or invoiced. */
    deactivatedAt: timestamptz("deactivated_at"),
    syncState: syncState("sync_state").notNull().default("pending"),
    /** 0–1 while syncing, null otherwise. */
    syncProgress: real("sync_progress"),
    lastSyncStartedAt: timestamptz("last_sync_started_at"),
    lastSyncedAt: timestamptz("last_synced_at"),
    nextSyncAt: timestamptz("next_sync_at"),
    recordsSynced: integer("records_synced").notNull().default(0),
    lastErrorCode: text("last_error_code"),
    lastErrorMessage: text("last_error_message"),
    syncUpdatedAt: timestamptz("sync_updated_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("modules_account_key_unique").on(table.accountId, table.key),
    index("modules_next_sync_idx").on(table.nextSyncAt),
  ],
);

/** Every state change of a module, in order: the module page's history. */
export const moduleStateTransitions = pgTable(
  "module_state_transitions",
  {
    id: text("id").primaryKey(),
    moduleId: text("module_id").notNull().references(() => modules.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    fromState: syncState("from_state").notNull(),
    toState: syncState("to_state").notNull(),
    /** Why the change happened: `scheduled`, `completed`, `error`, `paused_by_user`, … */
    reason: text("reason").notNull(),
    occurredAt: timestamptz("occurred_at").notNull().defaultNow(),
  },
  (table) => [
    index("module_state_transitions_module_idx").on(table.moduleId, table.occurredAt),
    // Retention's walk, oldest first (lib/domains/retention/remove-spent-rows.ts).
    index("module_state_transitions_occurred_idx").on(table.occurredAt),
  ],
);

export type Module = typeof modules.$inferSelect;
export type NewModule = typeof modules.$inferInsert;
export type ModuleStateTransition = typeof moduleStateTransitions.$inferSelect;
