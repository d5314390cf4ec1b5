import { and, eq } from "drizzle-orm";
import { notifyWork, WORK_CHANNELS } from "../../platform/polling/work-notifications";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { events, webhookDeliveries, webhooks } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";
import { deliveryRowColumns, type DeliveryRow } from "./delivery-row";
import { dueNoSoonerThanLease } from "./park-deliveries";
import { withLastAttempts } from "./with-last-attempts";

export interface ResendDeliveryOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  deliveryId: string;
  /** When set, the delivery must belong to this webhook (nested routes). */
  webhookId?: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/**
 * Schedules a new attempt of an existing delivery now, with the same `msg_` id (the receiver
 * can deduplicate). The delivery re-enters its retry schedule where it left off: one that had
 * used every retry gets exactly one more attempt; one whose attempt is in flight is due when that
 * attempt's claim ends, not beside it. Records `webhook.delivery_resent`.
 */
export async function resendDelivery(options: ResendDeliveryOptions): Promise<DeliveryRow> {
  const now = options.now ?? new Date();
  const notFound = new AppError("not_found", `No webhook delivery with the id "${options.deliveryId}".`);
  if (!isIdOf("msg", options.deliveryId)) throw notFound;
  if (options.webhookId !== undefined && !isIdOf("wh", options.webhookId)) throw notFound;
  const conditions = [eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.accountId, options.accountId)];
  if (options.webhookId) conditions.push(eq(webhookDeliveries.webhookId, options.webhookId));
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ ...deliveryRowColumns, webhookEnabled: webhooks.enabled })
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(...conditions))
      .for("update", { of: webhookDeliveries });
    if (!current) throw notFound;
    if (!current.webhookEnabled) {
      throw new AppError("conflict", "The webhook is disabled: enable it before resending a delivery.");
    }
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: dueNoSoonerThanLease(now) })
      .where(eq(webhookDeliveries.id, current.id))
      .returning();
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "webhook.delivery_resent",
      resource: { type: "webhook", id: current.webhookId },
      metadata: { delivery_id: current.id, event_id: current.eventId, previous_status: current.status },
    });
    await notifyWork(tx, WORK_CHANNELS.webhooks);
    const [resent] = await withLastAttempts(tx, [{ ...updated!, eventType: current.eventType }]);
    return resent!;
  });
}
