import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { events, webhookDeliveries, webhooks, type Event, type Webhook } from "../../platform/db/schema";
import { newDelivery } from "./delivery-row";

export interface FanOutEventsOptions {
  /** Clock for tests; defaults to now. */
  now?: Date;
  /** Events handled per call; defaults to 100. */
  batchSize?: number;
}

function subscribes(webhook: Webhook, event: Event): boolean {
  return webhook.accountId === event.accountId && (webhook.events.includes("*") || webhook.events.includes(event.type));
}

/**
 * Turns outbox events into deliveries: one per enabled webhook of the event's account that
 * subscribes to its type (or to `*`), then marks the events fanned out, all in one
 * transaction. SKIP LOCKED lets several workers share the outbox without waiting on or
 * doubling each other's events. `webhook.test` events were targeted when written and are
 * only marked. Returns how many events were handled.
 */
export async function fanOutEvents(options: FanOutEventsOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const batch = await tx
      .select()
      .from(events)
      .where(isNull(events.fannedOutAt))
      .orderBy(asc(events.occurredAt))
      .limit(options.batchSize ?? 100)
      .for("update", { skipLocked: true });
    if (batch.length === 0) return 0;
    const deliverable = batch.filter((event) => event.type !== "webhook.test");
    const accountIds = [...new Set(deliverable.map((event) => event.accountId))];
    const endpoints = accountIds.length
      ? await tx
          .select()
          .from(webhooks)
          .where(and(inArray(webhooks.accountId, accountIds), eq(webhooks.enabled, true)))
      : [];
    const deliveries = deliverable.flatMap((event) =>
      endpoints
        .filter((webhook) => subscribes(webhook, event))
        .map((webhook) => newDelivery({ accountId: event.accountId, webhookId: webhook.id, eventId: event.id, now })),
    );
    if (deliveries.length > 0) await tx.insert(webhookDeliveries).values(deliveries);
    const ids = batch.map((event) => event.id);
    await tx.update(events).set({ fannedOutAt: now }).where(inArray(events.id, ids));
    return batch.length;
  });
}
