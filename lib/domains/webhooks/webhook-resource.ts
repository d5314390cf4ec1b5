import type { Webhook, WebhookAttempt } from "../../platform/db/schema";
import type { DeliveryAttemptResource, DeliveryDetailResource, DeliveryResource, WebhookResource } from "../../platform/schemas/webhooks";
import type { DeliveryRow } from "./delivery-row";
import type { DeliveryWithAttempts } from "./get-delivery-with-attempts";
import { SECRET_OVERLAP_MS } from "./signing-secrets";

// The public (snake_case) shapes of webhooks and deliveries, as lib/platform/schemas/webhooks.ts
// describes them. Secrets never appear here: they are returned once, by create and rotate,
// beside the resource.

export type {  DeliveryDetailResource, DeliveryResource, WebhookResource };

export function toWebhookResource(row: Webhook): WebhookResource {
  const resource: WebhookResource = {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookResource["events"],
    enabled: row.enabled,
    api_version: row.apiVersion,
    disabled_reason: row.enabled ? null : (row.disabledReason as WebhookResource["disabled_reason"]),
    created_at: row.createdAt.toISOString(),
  };
  // No column of its own: a rotation always sets the overlap to end exactly 24 h after it.
  if (row.previousSecretExpiresAt) {
    resource.secret_rotated_at = new Date(row.previousSecretExpiresAt.getTime() - SECRET_OVERLAP_MS).toISOString();
  }
  return resource;
}

function toAttemptResource(attempt: WebhookAttempt): DeliveryAttemptResource {
  return {
    attempted_at: attempt.attemptedAt.toISOString(),
    response_status: attempt.responseStatus,
    latency_ms: attempt.latencyMs,
    response_excerpt: attempt.responseExcerpt,
    error: attempt.error,
    request_headers: attempt.requestHeaders,
  };
}

/** A row of the log; its latest attempt comes from `lastAttempt` or, on a detail, from `attempts`. */
export function toDeliveryResource(row: DeliveryRow): DeliveryResource {
  const last = row.lastAttempt ?? row.attempts?.at(-1) ?? null;
  return {
    id: row.id,
    webhook_id: row.webhookId,
    event_id: row.eventId,
    event_type: row.eventType as DeliveryResource["event_type"],
    status: row.status,
    attempt_count: row.attemptCount,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    last_response_status: last?.responseStatus ?? null,
    last_latency_ms: last?.latencyMs ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toDeliveryDetailResource(row: DeliveryWithAttempts): DeliveryDetailResource {
  return { ...toDeliveryResource(row), request_body: row.payload, api_version: row.renderedAt, attempts: row.attempts.map(toAttemptResource) };
}
