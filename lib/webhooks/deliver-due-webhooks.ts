import { env, webhooksAllowLoopback } from "../env";
import { logger } from "../logger";
import { buildWebhookRequest } from "./build-webhook-request";
import { claimDueDeliveries, type ClaimedDelivery } from "./claim-due-deliveries";
import type { ResolveHost } from "./guarded-lookup";
import { DEFAULT_WEBHOOK_TIMEOUT_MS, postWebhook } from "./post-webhook";
import { recordDeliveryAttempt, type AttemptOutcome } from "./record-delivery-attempt";

export interface DeliverDueWebhooksOptions {
  /**
   * Scheduling clock (which deliveries are due, when the next attempt is, whether a rotated
   * secret still signs); tests advance it instead of sleeping. The `webhook-timestamp` header
   * always uses the real clock, because receivers check it against theirs.
   */
  now?: Date;
  /** Deliveries claimed and sent in parallel per call; defaults to 25. */
  batchSize?: number;
  /** Per-request deadline; defaults to 10 s. */
  timeoutMs?: number;
  /** Defaults to the operator's WEBHOOKS_ALLOW_LOOPBACK setting. */
  allowLoopback?: boolean;
  /** DNS for tests; defaults to the system resolver. */
  resolve?: ResolveHost;
  /** Jitter source for tests. */
  random?: () => number;
  /** How long a claim holds; defaults to WEBHOOKS_CLAIM_LEASE_MS, else 60 s (at least 3 timeouts). */
  leaseMs?: number;
}

export type DeliverySummary = Record<AttemptOutcome | "errored", number> & { attempted: number };

/** A claim must outlast the slowest attempt, or a second worker could send it meanwhile. */
const MIN_LEASE_MS = 60_000;

function buildRequest(claimed: ClaimedDelivery, now: Date, sentAt: Date) {
  try {
    return buildWebhookRequest({ ...claimed, deliveryId: claimed.delivery.id, now, sentAt });
  } catch {
    // Typically AUTH_SECRET changed, so the stored secret no longer decrypts: show it in the log.
    return null;
  }
}

const undecryptable = { status: null, excerpt: null, retryAfter: null, latencyMs: 0, error: "The signing secret could not be decrypted." };

async function deliverOne(claimed: ClaimedDelivery, options: DeliverDueWebhooksOptions) {
  const sentAt = new Date();
  const attemptedAt = options.now ?? sentAt;
  const request = buildRequest(claimed, attemptedAt, sentAt);
  const result = request
    ? await postWebhook({
        url: claimed.webhook.url,
        headers: request.headers,
        body: request.body,
        timeoutMs: options.timeoutMs,
        allowLoopback: options.allowLoopback ?? webhooksAllowLoopback,
        resolve: options.resolve,
      })
    : undecryptable;
  return recordDeliveryAttempt({
    deliveryId: claimed.delivery.id,
    webhookId: claimed.webhook.id,
    result,
    requestHeaders: request?.loggedHeaders ?? {},
    attemptedAt,
    // The wait before a retry counts from the end of this attempt, not from its start.
    now: options.now ?? new Date(),
    random: options.random,
  });
}

/**
 * Sends every due delivery once (up to `batchSize`): claims them under a lease, POSTs them in
 * parallel, and records each attempt. Returns how the attempts went.
 */
export async function deliverDueWebhooks(options: DeliverDueWebhooksOptions = {}): Promise<DeliverySummary> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  const claimed = await claimDueDeliveries({
    now: options.now ?? new Date(),
    batchSize: options.batchSize ?? 25,
    leaseMs: options.leaseMs ?? env.WEBHOOKS_CLAIM_LEASE_MS ?? Math.max(MIN_LEASE_MS, timeoutMs * 3),
  });
  // Settled one by one: a failure to record one attempt must not hide the others. Its lease
  // runs out and it is tried again.
  const outcomes = await Promise.allSettled(claimed.map((delivery) => deliverOne(delivery, options)));
  const summary: DeliverySummary = { attempted: claimed.length, succeeded: 0, retrying: 0, failed: 0, skipped: 0, errored: 0 };
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === "fulfilled") summary[outcome.value] += 1;
    else {
      summary.errored += 1;
      const message = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      logger.error({ deliveryId: claimed[index]?.delivery.id, error: message.slice(0, 500) }, "recording a webhook attempt failed");
    }
  }
  return summary;
}
