import { and, eq } from "drizzle-orm";
import { systemActor } from "../audit";
import { recordAuditEntry } from "../audit";
import { getDb, type Executor } from "../../platform/db/client";
import { webhookAttempts, webhookDeliveries, webhooks, type Webhook, type WebhookDelivery } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import type { PostWebhookResult } from "./post-webhook";
import { dueUnlessDisabled, parkPendingDeliveries } from "./park-deliveries";
import { LONGEST_RETRY_WAIT_MS, nextRetryDelayMs } from "./retry-schedule";
import { notifyWebhookDisabled } from "../notifications";

/** An endpoint failing without a single success for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
// A run of failures ends with a success, or with a silence: no failure for longer than any
// delivery waits between two attempts means nothing was failing meanwhile (the endpoint had no
// traffic), so the next failure starts a new run instead of counting the quiet weeks as failing.
// The slack covers last_failure_at being written at most hourly, and a worker running late.
const RUN_ENDS_AFTER_SILENT_MS = LONGEST_RETRY_WAIT_MS + 2 * HOUR_MS;
const LAST_FAILURE_WRITTEN_EVERY_MS = HOUR_MS;

export type AttemptOutcome = "succeeded" | "retrying" | "failed" | "skipped";

export interface RecordDeliveryAttemptInput {
  deliveryId: string;
  webhookId: string;
  /** The delivery's attempt count when this attempt was claimed: which attempt it is. */
  claimedAttemptCount: number;
  result: PostWebhookResult;
  requestHeaders: Record<string, string>;
  /** When the request was sent, for the log. */
  attemptedAt: Date;
  /** When it ended: retries are scheduled from here, and the failing streak measured to here. */
  now: Date;
  random?: () => number;
}

function attemptError(result: PostWebhookResult): string | null {
  if (result.error) return result.error;
  if (result.status !== null && result.status >= 300 && result.status < 400) return `Redirect (${result.status}) not followed.`;
  return null;
}

async function disableWebhook(
  tx: Executor,
  webhook: Webhook,
  reason: "gone" | "failing",
  input: RecordDeliveryAttemptInput,
) {
  // Conditional: of several attempts failing at once, or beside an admin's own disable, only
  // the first disables the endpoint and writes the audit entry.
  const [disabled] = await tx
    .update(webhooks)
    .set({ enabled: false, disabledReason: reason, disabledAt: input.now })
    .where(and(eq(webhooks.id, webhook.id), eq(webhooks.enabled, true)))
    .returning({ id: webhooks.id });
  if (!disabled) return;
  await parkPendingDeliveries(tx, webhook.id);
  const entry = await recordAuditEntry(tx, {
    accountId: webhook.accountId,
    action: "webhook.disabled",
    actor: systemActor("webhook deliverer"),
    resource: { type: "webhook", id: webhook.id },
    metadata: { reason, delivery_id: input.deliveryId, failing_since: webhook.failingSince?.toISOString() ?? null },
  });
  await notifyWebhookDisabled(tx, { accountId: webhook.accountId, webhookId: webhook.id, auditEntryId: entry.id, reason, failingSince: webhook.failingSince });
}

/** A failed attempt: retry on the schedule or fail for good; track (and act on) a failing endpoint. */
async function applyFailure(tx: Executor, webhook: Webhook, delivery: WebhookDelivery, input: RecordDeliveryAttemptInput) {
  const { result, now } = input;
  const attemptCount = delivery.attemptCount + 1;
  const gone = result.status === 410;
  const delay = gone
    ? null
    : nextRetryDelayMs({ attemptCount, status: result.status, retryAfter: result.retryAfter, now, random: input.random });
  // A run begun before last_failure_at was kept goes on: when it last failed is not known.
  const sinceLastFailure = webhook.lastFailureAt ? now.getTime() - webhook.lastFailureAt.getTime() : null;
  const runGoesOn = webhook.failingSince !== null && (sinceLastFailure === null || sinceLastFailure <= RUN_ENDS_AFTER_SILENT_MS);
  const failingSince = runGoesOn ? webhook.failingSince! : now;
  // At most hourly while a run goes on: otherwise every failure of a busy endpoint would write its row.
  if (!runGoesOn || sinceLastFailure === null || sinceLastFailure >= LAST_FAILURE_WRITTEN_EVERY_MS) {
    await tx.update(webhooks).set({ failingSince, lastFailureAt: now }).where(eq(webhooks.id, webhook.id));
  }
  const failingTooLong = now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS;
  if (webhook.enabled && (gone || failingTooLong)) {
    await disableWebhook(tx, { ...webhook, failingSince }, gone ? "gone" : "failing", input);
  }
  // After the disable, so a retry of a now disabled endpoint is written parked.
  const next =
    delay === null ? { status: "failed" as const, nextAttemptAt: null } : { nextAttemptAt: dueUnlessDisabled(new Date(now.getTime() + delay)) };
  await tx
    .update(webhookDeliveries)
    .set({ attemptCount, lastAttemptAt: input.attemptedAt, leasedUntil: null, ...next })
    .where(eq(webhookDeliveries.id, delivery.id));
  return delay === null ? "failed" : "retrying";
}

async function applySuccess(tx: Executor, webhook: Webhook, delivery: WebhookDelivery, attemptedAt: Date) {
  await tx
    .update(webhookDeliveries)
    .set({ status: "succeeded", attemptCount: delivery.attemptCount + 1, lastAttemptAt: attemptedAt, nextAttemptAt: null, leasedUntil: null })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (webhook.failingSince) await tx.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, webhook.id));
  return "succeeded" as const;
}

/**
 * Writes one attempt to the log and moves its delivery on, in one transaction: 2xx succeeds
 * and clears the endpoint's failing streak; 410 fails the delivery and disables the endpoint;
 * anything else (3xx, 4xx, 5xx, no response) is retried on the schedule until it runs out.
 *
 * Two attempts of one delivery can be in flight at once (a claim whose worker stalled past its
 * lease, then claimed again), and they may end in either order. Each is logged; a success ends a
 * delivery that has not yet succeeded, whatever came before, but a failure moves the delivery on
 * only if it is the attempt the delivery is still waiting for (pending, at the claimed count), so
 * a late failure never overwrites a success nor reschedules a delivery another attempt moved on.
 * Those are "skipped", as is an attempt whose delivery was deleted meanwhile.
 */
export async function recordDeliveryAttempt(input: RecordDeliveryAttemptInput): Promise<AttemptOutcome> {
  return getDb().transaction(async (tx) => {
    // Webhook first, then delivery: the same lock order as deleting a webhook (which cascades).
    // KEY SHARE holds off a delete but not the other attempts to the same endpoint, which would
    // otherwise queue up behind one another here; the webhook updates below are conditional.
    const [webhook] = await tx.select().from(webhooks).where(eq(webhooks.id, input.webhookId)).for("key share");
    const [delivery] = await tx
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, input.deliveryId))
      .for("update");
    if (!webhook || !delivery) return "skipped"; // deleted while the request was in flight
    const { result } = input;
    await tx.insert(webhookAttempts).values({
      id: newId("att"),
      deliveryId: delivery.id,
      attemptedAt: input.attemptedAt,
      responseStatus: result.status,
      latencyMs: result.latencyMs,
      responseExcerpt: result.excerpt,
      error: attemptError(result),
      requestHeaders: input.requestHeaders,
    });
    const succeeded = result.error === null && result.status !== null && result.status >= 200 && result.status < 300;
    if (succeeded) return delivery.status === "succeeded" ? "skipped" : applySuccess(tx, webhook, delivery, input.attemptedAt);
    const awaited = delivery.status === "pending" && delivery.attemptCount === input.claimedAttemptCount;
    return awaited ? applyFailure(tx, webhook, delivery, input) : "skipped";
  });
}
