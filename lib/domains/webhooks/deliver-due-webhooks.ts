import { env, webhooksAllowLoopback } from "../../platform/env";
import { logger } from "../../platform/logger";
import { buildWebhookRequest } from "./build-webhook-request";
import { claimDueDeliveries, type ClaimedDelivery } from "./claim-due-deliveries";
import type { ResolveHost } from "./guarded-lookup";
import { renewDeliveryClaims } from "./delivery-claims";
import { heldClaims } from "./held-claims";
import { postWebhook, type PostWebhookResult } from "./post-webhook";
import { recordDeliveryAttempt, type AttemptOutcome } from "./record-delivery-attempt";
import { recordSuccessfulAttempts } from "./record-successful-attempts";
import { webhookAttempts, webhookLatency } from "../../platform/telemetry/metrics";
import { contextFromTraceParent, inSpan, SpanKind } from "../../platform/telemetry/spans";
import { withRequestId } from "../../platform/log-context";

export interface DeliverDueWebhooksOptions {
  /**
   * Scheduling clock (which deliveries are due, when the next attempt is, whether a rotated
   * secret still signs); tests advance it instead of sleeping. The `webhook-timestamp` header
   * always uses the real clock, because receivers check it against theirs.
   */
  now?: Date;
  /** Deliveries claimed and sent in parallel per call; defaults to 50. */
  batchSize?: number;
  /** Per-request deadline; defaults to 10 s. */
  timeoutMs?: number;
  /** Defaults to the operator's WEBHOOKS_ALLOW_LOOPBACK setting. */
  allowLoopback?: boolean;
  /** DNS for tests; defaults to the system resolver. */
  resolve?: ResolveHost;
  /** Jitter source for tests. */
  random?: () => number;
  /** How long a claim holds unless renewed; defaults to WEBHOOKS_CLAIM_LEASE_MS, else 10 s. */
  leaseMs?: number;
}

export type DeliverySummary = Record<AttemptOutcome | "errored", number> & { attempted: number };

/**
 * A claim's lease: renewed every third of it while the attempt is in flight, so it need not
 * outlast the slowest attempt, and a killed worker's deliveries come back within it.
 */
const DEFAULT_LEASE_MS = 10_000;
/** Enough parallel requests to drain a backlog quickly; small enough to bound duplicates after a crash. */
const DEFAULT_BATCH_SIZE = 50;

function buildRequest(claimed: ClaimedDelivery, now: Date, sentAt: Date) {
  try {
    return buildWebhookRequest({ ...claimed, now, sentAt });
  } catch {
    // Typically AUTH_SECRET changed, so the stored secret no longer decrypts: show it in the log.
    return null;
  }
}

const undecryptable = { status: null, excerpt: null, retryAfter: null, latencyMs: 0, error: "The signing secret could not be decrypted." };

interface Sent {
  claimed: ClaimedDelivery;
  result: PostWebhookResult;
  requestHeaders: Record<string, string>;
  attemptedAt: Date;
}

/**
 * One attempt, in a span under the trace of the API call that wrote the event (its outbox
 * hand-off), with the delivery id as the request id of its log lines.
 */
function send(claimed: ClaimedDelivery, options: DeliverDueWebhooksOptions): Promise<Sent> {
  const attributes = { "webhook.delivery_id": claimed.delivery.id, "webhook.attempt": claimed.delivery.attemptCount + 1, "event.type": claimed.event.type };
  const parent = contextFromTraceParent(claimed.event.traceParent);
  return withRequestId(claimed.delivery.id, () =>
    inSpan("webhook.delivery_attempt", { attributes, kind: SpanKind.PRODUCER, parent }, async (span) => {
      const sent = await attempt(claimed, options);
      webhookLatency.observe(sent.result.latencyMs / 1000);
      if (sent.result.status !== null) span.setAttribute("http.response.status_code", sent.result.status);
      return sent;
    }),
  );
}

async function attempt(claimed: ClaimedDelivery, options: DeliverDueWebhooksOptions): Promise<Sent> {
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
  return { claimed, result, requestHeaders: request?.loggedHeaders ?? {}, attemptedAt };
}

const succeeded = ({ result }: Sent) => result.error === null && result.status !== null && result.status >= 200 && result.status < 300;

function recordFailure(sent: Sent, options: DeliverDueWebhooksOptions) {
  return recordDeliveryAttempt({
    deliveryId: sent.claimed.delivery.id,
    webhookId: sent.claimed.webhook.id,
    claimedAttemptCount: sent.claimed.delivery.attemptCount,
    result: sent.result,
    requestHeaders: sent.requestHeaders,
    attemptedAt: sent.attemptedAt,
    // The wait before a retry counts from the end of this attempt, not from its start.
    now: options.now ?? new Date(),
    random: options.random,
  });
}

/** Records the batch: its successes in one transaction, each failure on its own (retry schedule, disabling). */
async function recordBatch(sent: Sent[], options: DeliverDueWebhooksOptions, summary: DeliverySummary): Promise<void> {
  const successes = sent.filter(succeeded);
  const recorded = await recordSuccessfulAttempts(
    successes.map(({ claimed, ...rest }) => ({ deliveryId: claimed.delivery.id, webhookId: claimed.webhook.id, ...rest })),
  );
  summary.succeeded += recorded;
  summary.skipped += successes.length - recorded;
  const failures = sent.filter((each) => !succeeded(each));
  const outcomes = await Promise.allSettled(failures.map((each) => recordFailure(each, options)));
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === "fulfilled") summary[outcome.value] += 1;
    else {
      summary.errored += 1;
      const message = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      logger.error({ deliveryId: failures[index]!.claimed.delivery.id, error: message.slice(0, 500) }, "recording a webhook attempt failed");
    }
  }
}

/**
 * Sends every due delivery once (up to `batchSize`): claims them under a short lease renewed
 * while the requests are in flight, POSTs them in parallel, and records the attempts. If
 * recording fails, the claims simply lapse and the deliveries are tried again.
 */
export async function deliverDueWebhooks(options: DeliverDueWebhooksOptions = {}): Promise<DeliverySummary> {
  const leaseMs = options.leaseMs ?? env.WEBHOOKS_CLAIM_LEASE_MS ?? DEFAULT_LEASE_MS;
  const startedAt = Date.now();
  // What is due is decided at the instant asked for, exactly; the leases run on from it as time
  // passes. (Reading the running clock for the claim too let a millisecond ticking over between
  // two statements make a delivery due 1 ms early.)
  const dueAt = options.now ?? new Date(startedAt);
  const clock = () => new Date(dueAt.getTime() + (Date.now() - startedAt));
  const claimed = await claimDueDeliveries({ now: dueAt, batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE, leaseMs });
  const summary: DeliverySummary = { attempted: claimed.length, succeeded: 0, retrying: 0, failed: 0, skipped: 0, errored: 0 };
  if (claimed.length === 0) return summary;
  const claims = claimed.map(({ delivery }) => ({ id: delivery.id, attemptCount: delivery.attemptCount }));
  const release = heldClaims.hold(claims);
  // Renews only what has not been handed back (a stopping worker releases its claims while their
  // requests still hang). The UPDATE itself skips a released row; this keeps a released claim's
  // heartbeat off the lease of the worker that claims the delivery next.
  const heartbeat = setInterval(() => {
    renewDeliveryClaims(heldClaims.stillHeld(claims), new Date(clock().getTime() + leaseMs)).catch((error: unknown) => {
      logger.warn({ error: error instanceof Error ? error.message : String(error) }, "could not renew webhook claims");
    });
  }, Math.max(100, Math.floor(leaseMs / 3)));
  heartbeat.unref();
  try {
    const sent = await Promise.all(claimed.map((each) => send(each, options)));
    await recordBatch(sent, options, summary);
    for (const outcome of ["succeeded", "retrying", "failed", "skipped", "errored"] as const) {
      if (summary[outcome] > 0) webhookAttempts.inc({ outcome }, summary[outcome]);
    }
  } finally {
    clearInterval(heartbeat);
    release();
  }
  return summary;
}
