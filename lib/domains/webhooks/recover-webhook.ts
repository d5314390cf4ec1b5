import { and, eq, gte } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { webhookDeliveries } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { MAX_RECOVERY_WINDOW_DAYS } from "../../platform/schemas/webhook-recovery";
import { getWebhookOrThrow } from "./get-webhook-or-throw";

export interface RecoverWebhookOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  webhookId: string;
  /** Failed deliveries created at or after this moment are queued again; earlier than 7 days ago counts from 7 days ago. */
  since: Date;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface RecoverWebhookResult {
  webhookId: string;
  /** The moment actually used: `since`, or 7 days ago if it was earlier. */
  since: Date;
  requeued: number;
}

const DAY_MS = 86_400_000;

/**
 * Queues every failed delivery of the endpoint created since `since` (at most 7 days back) for an attempt now, with
 * its original `msg_` id (receivers deduplicate). Idempotent by state: a repeat finds them
 * pending and queues nothing more. The webhook row is locked, so concurrent recoveries
 * serialise. Records `webhook.recovered` with the window and the count when it queued any.
 */
export async function recoverWebhook(options: RecoverWebhookOptions): Promise<RecoverWebhookResult> {
  const now = options.now ?? new Date();
  const since = windowStart(options.since, now);
  return getDb().transaction(async (tx) => {
    const webhook = await getWebhookOrThrow({ ...options, executor: tx, lock: true });
    if (!webhook.enabled) {
      throw new AppError("conflict", "The webhook is disabled: enable it before recovering its deliveries.");
    }
    const requeued = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: now })
      .where(
        and(
          eq(webhookDeliveries.webhookId, webhook.id),
          eq(webhookDeliveries.status, "failed"),
          gte(webhookDeliveries.createdAt, since),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    // The journal records changes: a recovery that found nothing to queue changed nothing.
    if (requeued.length > 0) {
      await recordAuditEntry(tx, {
        ...auditParty(options),
        action: "webhook.recovered",
        resource: { type: "webhook", id: webhook.id },
        metadata: { since: since.toISOString(), requeued: requeued.length },
      });
    }
    return { webhookId: webhook.id, since, requeued: requeued.length };
  });
}

/**
 * The recovery bound: a moment older than 7 days is moved to 7 days ago rather than refused, so
 * "recover everything" needs no date arithmetic from the caller (and saved requests, such as the
 * collections' examples, keep working); the answer says which moment was used.
 */
function windowStart(since: Date, now: Date): Date {
  const invalid = (detail: string) => new AppError("validation_failed", detail, [{ pointer: "#/since", detail }]);
  if (Number.isNaN(since.getTime())) throw invalid("Must be an RFC 3339 timestamp.");
  if (since.getTime() > now.getTime()) throw invalid("Must not be in the future.");
  return new Date(Math.max(since.getTime(), now.getTime() - MAX_RECOVERY_WINDOW_DAYS * DAY_MS));
}
