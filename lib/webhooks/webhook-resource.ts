import type { Webhook, WebhookAttempt } from "../db/schema";
import type { DeliveryRow } from "./delivery-row";
import { SECRET_OVERLAP_MS } from "./signing-secrets";

// The public (snake_case) shapes of webhooks and deliveries. Secrets never appear here:
// they are returned once, by create and rotate, beside the resource.

export interface WebhookResource {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  /** `manual`, `gone` (the endpoint answered 410) or `failing` (5 days of failures); null when enabled. */
  disabled_reason: string | null;
  created_at: string;
  /** When the secret was last rotated; absent if it never was. */
  secret_rotated_at?: string;
}

export interface DeliveryAttemptResource {
  attempted_at: string;
  response_status: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
}

export interface DeliveryResource {
  id: string;
  event_id: string;
  event_type: string;
  status: "pending" | "succeeded" | "failed";
  attempt_count: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  created_at: string;
  attempts?: DeliveryAttemptResource[];
}

export function toWebhookResource(row: Webhook): WebhookResource {
  const resource: WebhookResource = {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.enabled ? null : row.disabledReason,
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
  };
}

export function toDeliveryResource(row: DeliveryRow): DeliveryResource {
  const resource: DeliveryResource = {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempt_count: row.attemptCount,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
  if (row.attempts) resource.attempts = row.attempts.map(toAttemptResource);
  return resource;
}
