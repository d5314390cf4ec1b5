import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { events, webhookAttempts, webhookDeliveries, webhooks, type WebhookAttempt } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";
import { deliveryApiVersion, webhookPayloadOf } from "./build-webhook-request";
import { deliveryRowColumns, type DeliveryRow } from "./delivery-row";

export interface GetDeliveryWithAttemptsOptions {
  accountId: string;
  deliveryId: string;
  /** When set, the delivery must belong to this webhook (nested routes). */
  webhookId?: string;
}

export type DeliveryWithAttempts = DeliveryRow & {
  attempts: WebhookAttempt[];
  /** The request body the next attempt sends (rebuilt from the event, at the delivery's version: see `apiVersion`). */
  payload: string;
  /** The /v1 version the payload is rendered at: the delivery's own, else the endpoint's now. */
  renderedAt: string;
};

/** One delivery of the account with every attempt, oldest attempt first; otherwise "not found". */
export async function getDeliveryWithAttempts(options: GetDeliveryWithAttemptsOptions): Promise<DeliveryWithAttempts> {
  const notFound = new AppError("not_found", `No webhook delivery with the id "${options.deliveryId}".`);
  if (!isIdOf("msg", options.deliveryId)) throw notFound;
  if (options.webhookId !== undefined && !isIdOf("wh", options.webhookId)) throw notFound;
  const conditions = [eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.accountId, options.accountId)];
  if (options.webhookId) conditions.push(eq(webhookDeliveries.webhookId, options.webhookId));
  const db = getDb();
  const [row] = await db
    .select({ ...deliveryRowColumns, eventOccurredAt: events.occurredAt, eventData: events.data, webhookApiVersion: webhooks.apiVersion })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(...conditions));
  if (!row) throw notFound;
  const { eventOccurredAt, eventData, webhookApiVersion, ...delivery } = row;
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, delivery.id))
    .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  const renderedAt = deliveryApiVersion(delivery, { apiVersion: webhookApiVersion });
  const payload = webhookPayloadOf({ type: delivery.eventType, occurredAt: eventOccurredAt, data: eventData }, renderedAt);
  return { ...delivery, attempts, payload, renderedAt };
}
