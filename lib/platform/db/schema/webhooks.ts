import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestamptz } from "./columns";
import { deliveryStatuses } from "../../schemas/vocabulary";

/** Registered webhook endpoints. Signing secrets are encrypted (AES-256-GCM): they must be re-read to sign. */
export const webhooks = pgTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    /** Event types subscribed to, or `*` for all. */
    events: text("events").array().notNull(),
    secretEncrypted: text("secret_encrypted").notNull(),
    /** The secret before the last rotation, still used to sign until `previous_secret_expires_at`. */
    previousSecretEncrypted: text("previous_secret_encrypted"),
    previousSecretExpiresAt: timestamptz("previous_secret_expires_at"),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the endpoint was disabled: `manual`, `gone` (410) or `failing` (5 days of failures). */
    disabledReason: text("disabled_reason"),
    disabledAt: timestamptz("disabled_at"),
    /** Start of the current run of failed deliveries; cleared by a success. */
    failingSince: timestamptz("failing_since"),
    /**
     * The latest failed attempt, written at most hourly: a run of failures ends with a success, or
     * with a silence longer than any wait between two attempts (record-delivery-attempt.ts).
     */
    lastFailureAt: timestamptz("last_failure_at"),
    /** The /v1 version its payloads are rendered at: the account's when it is created, then its own. */
    apiVersion: text("api_version").notNull().default("2026-11-22"),
    createdAt: createdAt(),
  },
  (table) => [index("webhooks_account_idx").on(table.accountId, table.createdAt)],
);

/**
 * The outbox: events written in the same transaction as the change that caused them,
 * then fanned out to the subscribed endpoints as deliveries.
 */
export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamptz("occurred_at").notNull().defaultNow(),
    /** Set once deliveries have been created for every subscribed endpoint. */
    fannedOutAt: timestamptz("fanned_out_at"),
    /**
     * The W3C traceparent of the outbox hand-off that wrote the event (null when untraced): its
     * deliveries' attempts join that trace, so one trace runs from the API call to the receiver.
     */
    traceParent: text("trace_parent"),
  },
  (table) => [index("events_pending_fan_out_idx").on(table.fannedOutAt, table.occurredAt)],
);

export const deliveryStatus = pgEnum("delivery_status", deliveryStatuses);

/** One event for one endpoint (`msg_` id = the stable `webhook-id` header across retries). */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    webhookId: text("webhook_id").notNull().references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    status: deliveryStatus("status").notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    /** When the worker should try next; null once finished, and while the endpoint is disabled (parked). */
    nextAttemptAt: timestamptz("next_attempt_at"),
    lastAttemptAt: timestamptz("last_attempt_at"),
    /**
     * While an attempt is in flight, until when its worker's claim holds (renewed as it runs;
     * cleared when the attempt is recorded or the claim released). Parking drops the due time but
     * not this, so enabling the endpoint again, or a resend, makes the delivery due no sooner than
     * the claim's end: the attempt in flight is not sent a second time beside it.
     */
    leasedUntil: timestamptz("leased_until"),
    /**
     * The /v1 version this delivery's payload is rendered at, when it is not the endpoint's: a test
     * event sent "at the new version first", before the endpoint moves to it. Null (almost every
     * delivery): the endpoint's version when it is sent.
     */
    apiVersion: text("api_version"),
    createdAt: createdAt(),
  },
  (table) => [
    /**
     * The workers' claim: pending deliveries by due time, then id (creation order). Partial, so
     * it holds the queue (≈1 % of the log), not every delivery ever made; a disabled endpoint's
     * deliveries are parked with a null due time and sort after every due one.
     */
    index("webhook_deliveries_due_idx").on(table.nextAttemptAt, table.id).where(sql`${table.status} = 'pending'`),
    index("webhook_deliveries_webhook_idx").on(table.webhookId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    /** Retention's walk from the oldest (lib/domains/retention/). */
    index("webhook_deliveries_created_idx").on(table.createdAt),
    /** Retention's check that no delivery still needs an event, and the cascade from a removed event. */
    index("webhook_deliveries_event_idx").on(table.eventId),
  ],
);

/** Every HTTP attempt of a delivery, for the delivery log. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: text("id").primaryKey(),
    deliveryId: text("delivery_id").notNull().references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamptz("attempted_at").notNull().defaultNow(),
    /** HTTP status, or null when no response came (timeout, refused, blocked address). */
    responseStatus: integer("response_status"),
    latencyMs: integer("latency_ms").notNull(),
    /** First 4 KiB of the response body at most. */
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
    requestHeaders: jsonb("request_headers").$type<Record<string, string>>().notNull(),
  },
  (table) => [
    index("webhook_attempts_delivery_idx").on(table.deliveryId, table.attemptedAt),
    /** Retention's walk from the oldest (lib/domains/retention/). */
    index("webhook_attempts_attempted_idx").on(table.attemptedAt),
  ],
);

export type Webhook = typeof webhooks.$inferSelect;
export type Event = typeof events.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
