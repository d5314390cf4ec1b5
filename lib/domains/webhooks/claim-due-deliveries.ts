import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { events, webhookDeliveries, webhooks, type Event, type Webhook, type WebhookDelivery } from "../../platform/db/schema";

export interface ClaimedDelivery {
  delivery: WebhookDelivery;
  webhook: Webhook;
  event: Event;
}

export interface ClaimDueDeliveriesOptions {
  now: Date;
  batchSize: number;
  /** How long the claim holds; must outlast one HTTP attempt. */
  leaseMs: number;
}

/**
 * Claims pending deliveries that are due, of enabled webhooks, oldest due first (equal due times,
 * such as a re-enabled endpoint's backlog, in the order they were created: ids are time-sorted).
 * A disabled endpoint's deliveries are parked without a due time, so the walk never meets them. The claim is a lease: their
 * next attempt moves to now + lease before any request is sent, so other workers skip them
 * meanwhile, and if this worker dies the lease simply runs out and the delivery is retried.
 * Nothing is lost; at worst a delivery is sent twice (receivers deduplicate on webhook-id).
 */
export async function claimDueDeliveries(options: ClaimDueDeliveriesOptions): Promise<ClaimedDelivery[]> {
  return getDb().transaction(async (tx) => {
    const due = await tx
      .select({ delivery: webhookDeliveries, webhook: webhooks, event: events })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(
        and(
          // A literal, not a bound parameter: the due index is partial (status = 'pending'), and a
          // cached generic plan can use it only if the query says so in its text.
          sql`${webhookDeliveries.status} = 'pending'`,
          lte(webhookDeliveries.nextAttemptAt, options.now),
          eq(webhooks.enabled, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(options.batchSize)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const leaseUntil = new Date(options.now.getTime() + options.leaseMs);
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: leaseUntil, leasedUntil: leaseUntil })
      .where(inArray(webhookDeliveries.id, due.map((row) => row.delivery.id)));
    return due;
  });
}
