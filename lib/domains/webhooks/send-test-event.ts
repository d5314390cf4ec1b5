import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { webhookDeliveries, type Event, type WebhookDelivery } from "../../platform/db/schema";
import { enqueueEvent } from "../events";
import { AppError } from "../../platform/errors/app-error";
import type { EventType } from "../../platform/schemas/event-catalogue";
import { exampleEventData } from "../events";
import { newDelivery } from "./delivery-row";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { validateWebhookApiVersion } from "./webhook-api-version";

export interface SendTestEventOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  webhookId: string;
  /**
   * Another type than `webhook.test` sends that type's example payload (lib/domains/events), so a
   * receiver can be tried on each type before a real one happens.
   */
  eventType?: EventType;
  /**
   * Renders this delivery at another /v1 version than the endpoint's: "send a test event at the
   * new version first", so the receiver is tried on the new shape before the endpoint moves.
   */
  apiVersion?: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface SentTestEvent {
  event: Event;
  delivery: WebhookDelivery;
}

/**
 * Queues a `webhook.test` event (or an example of another type) for this endpoint only: the event is written already fanned
 * out, with one delivery to this webhook, so no other endpoint of the account receives it.
 * The worker, woken by the commit, sends it at once. Records `webhook.test_sent`.
 */
export async function sendTestEvent(options: SendTestEventOptions): Promise<SentTestEvent> {
  const now = options.now ?? new Date();
  const apiVersion = options.apiVersion === undefined ? undefined : validateWebhookApiVersion(options.apiVersion);
  return getDb().transaction(async (tx) => {
    const webhook = await getWebhookOrThrow({ ...options, executor: tx });
    if (!webhook.enabled) {
      throw new AppError("conflict", "The webhook is disabled: enable it before sending a test event.");
    }
    const event = await enqueueEvent(tx, {
      accountId: options.accountId,
      type: options.eventType ?? "webhook.test",
      data:
        !options.eventType || options.eventType === "webhook.test"
          ? { webhook_id: webhook.id, message: "This is a test event sent from the webhook settings." }
          : exampleEventData[options.eventType],
      occurredAt: now,
      fannedOutAt: now,
    });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        ...newDelivery({ accountId: options.accountId, webhookId: webhook.id, eventId: event.id, now }),
        // Only when it differs: a delivery without a version of its own follows the endpoint's.
        apiVersion: apiVersion !== undefined && apiVersion !== webhook.apiVersion ? apiVersion : null,
      })
      .returning();
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "webhook.test_sent",
      resource: { type: "webhook", id: webhook.id },
      metadata: { event_id: event.id, delivery_id: delivery!.id, event_type: event.type, api_version: apiVersion ?? webhook.apiVersion },
    });
    return { event, delivery: delivery! };
  });
}
