import { eventDataAtVersion, type Json } from "../api-versions";
import type { Event, Webhook, WebhookDelivery } from "../../platform/db/schema";
import { signPayload } from "./sign-payload";
import { signingSecretsOf } from "./signing-secrets";

const WEBHOOK_USER_AGENT = "ModuleIntegrations-Webhooks/1.0";

export interface BuildWebhookRequestInput {
  webhook: Webhook;
  event: Event;
  /** The delivery: its `msg_` id is the `webhook-id`, the same on every attempt; its version, if it has one, the payload's. */
  delivery: Pick<WebhookDelivery, "id" | "apiVersion">;
  /** Decides which secrets sign (the previous one only during its overlap). */
  now: Date;
  /** The `webhook-timestamp`: when the request is actually sent. */
  sentAt: Date;
}

export interface WebhookRequest {
  body: string;
  headers: Record<string, string>;
  /** The headers as recorded in the delivery log: signatures are not kept. */
  loggedHeaders: Record<string, string>;
}

/**
 * The /v1 version a delivery is rendered at: its own (a test event sent at a version the endpoint
 * is about to move to), else the endpoint's as it is when the attempt is made.
 */
export const deliveryApiVersion = (delivery: Pick<WebhookDelivery, "apiVersion">, webhook: Pick<Webhook, "apiVersion">): string =>
  delivery.apiVersion ?? webhook.apiVersion;

/**
 * The request body of an event at a /v1 version: `{type, timestamp, data}`, its data shaped back
 * from the newest version (events are stored at the newest) one dated change at a time.
 */
export function webhookPayloadOf(event: Pick<Event, "type" | "occurredAt" | "data">, apiVersion: string): string {
  const data = eventDataAtVersion(event.type, event.data as Json, apiVersion);
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data });
}

/** The Standard Webhooks request for one attempt: body `{type, timestamp, data}`, signed headers. */
export function buildWebhookRequest(input: BuildWebhookRequestInput): WebhookRequest {
  const { event, delivery } = input;
  const apiVersion = deliveryApiVersion(delivery, input.webhook);
  const body = webhookPayloadOf(event, apiVersion);
  const secrets = signingSecretsOf(input.webhook, input.now);
  const signature = signPayload({ msgId: delivery.id, timestamp: input.sentAt, payload: body, secrets });
  const unsigned = {
    "content-type": "application/json",
    "user-agent": WEBHOOK_USER_AGENT,
    // As on every /v1 answer: the version the body is shaped at, so a receiver can tell.
    "api-version": apiVersion,
    "webhook-id": delivery.id,
    "webhook-timestamp": String(Math.floor(input.sentAt.getTime() / 1000)),
  };
  return {
    body,
    headers: { ...unsigned, "webhook-signature": signature },
    loggedHeaders: { ...unsigned, "webhook-signature": `[${secrets.length} signature(s), not recorded]` },
  };
}
