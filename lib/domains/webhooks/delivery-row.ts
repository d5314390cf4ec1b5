import { getTableColumns } from "drizzle-orm";
import { events, webhookDeliveries, type WebhookAttempt, type WebhookDelivery } from "../../platform/db/schema";
import { newId } from "../../platform/ids";

/**
 * A delivery as the log shows it: with its event's type and, when asked for, its attempts
 * (the detail) or only its latest attempt (a page of the log).
 */
export type DeliveryRow = WebhookDelivery & { eventType: string; attempts?: WebhookAttempt[]; lastAttempt?: WebhookAttempt | null };

/** Select list for a DeliveryRow: the delivery joined to its event. */
export const deliveryRowColumns = { ...getTableColumns(webhookDeliveries), eventType: events.type };

export interface NewDeliveryInput {
  accountId: string;
  webhookId: string;
  eventId: string;
  now: Date;
}

/** A pending delivery due at once; its `msg_` id is the `webhook-id` every attempt carries. */
export function newDelivery(input: NewDeliveryInput): typeof webhookDeliveries.$inferInsert {
  return {
    id: newId("msg"),
    accountId: input.accountId,
    webhookId: input.webhookId,
    eventId: input.eventId,
    status: "pending",
    nextAttemptAt: input.now,
    // Set from JavaScript, not the database's now(): millisecond precision, the same as the
    // (created_at, id) cursors the delivery log pages with, so no row falls between two pages.
    createdAt: input.now,
  };
}
