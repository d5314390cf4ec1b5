import type { Event, Webhook } from "../../platform/db/schema";
import { signPayload } from "./sign-payload";
import { signingSecretsOf } from "./signing-secrets";

const WEBHOOK_USER_AGENT = "ModuleIntegrations-Webhooks/1.0";

export interface BuildWebhookRequestInput {
  webhook: Webhook;
  event: Event;
  /** The delivery's `msg_` id: the `webhook-id`, the same on every attempt. */
  deliveryId: string;
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

/** The request body of an event, byte for byte what every attempt sends: `{type, timestamp, data}`. */
export function webhookPayloadOf(event: Pick<Event, "type" | "occurredAt" | "data">): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
}

/** The Standard Webhooks request for one attempt: body `{type, timestamp, data}`, signed headers. */
export function buildWebhookRequest(input: BuildWebhookRequestInput): WebhookRequest {
  const { event } = input;
  const body = webhookPayloadOf(event);
  const secrets = signingSecretsOf(input.webhook, input.now);
  const signature = signPayload({ msgId: input.deliveryId, timestamp: input.sentAt, payload: body, secrets });
  const unsigned = {
    "content-type": "application/json",
    "user-agent": WEBHOOK_USER_AGENT,
    "webhook-id": input.deliveryId,
    "webhook-timestamp": String(Math.floor(input.sentAt.getTime() / 1000)),
  };
  return {
    body,
    headers: { ...unsigned, "webhook-signature": signature },
    loggedHeaders: { ...unsigned, "webhook-signature": `[${secrets.length} signature(s), not recorded]` },
  };
}
