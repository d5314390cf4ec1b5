import { and, eq, gte } from "drizzle-orm";
import type { Actor, RequestOrigin } from "../audit/actor";
import { recordAuditEntry } from "../audit/record-audit-entry";
import { getDb } from "../db/client";
import { webhookDeliveries } from "../db/schema";
import { AppError } from "../errors/app-error";
import { MAX_RECOVERY_WINDOW_DAYS } from "../schemas/webhook-recovery";
import { getWebhookOrThrow } from "./get-webhook-or-throw";

export interface RecoverWebhookOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  webhookId: string;
  /** Failed deliveries created at or after this moment are queued again. */
  since: Date;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface RecoverWebhookResult {
  webhookId: string;
  since: Date;
  requeued: number;
}

const DAY_MS = 86_400_000;

/**
 * Queues every failed delivery of the endpoint created since `since` for an attempt now, with
 * its original `msg_` id (receivers deduplicate). Idempotent by state: a repeat finds them
 * pending and queues nothing more. The webhook row is locked, so concurrent recoveries
 * serialise. Records `webhook.recovered` with the window and the count.
 */
export async function recoverWebhook(options: RecoverWebhookOptions): Promise<RecoverWebhookResult> {
  const now = options.now ?? new Date();
  checkWindow(options.since, now);
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
          gte(webhookDeliveries.createdAt, options.since),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    await recordAuditEntry(tx, {
      accountId: options.accountId,
      action: "webhook.recovered",
      actor: options.actor,
      resource: { type: "webhook", id: webhook.id },
      origin: options.origin,
      metadata: { since: options.since.toISOString(), requeued: requeued.length },
    });
    return { webhookId: webhook.id, since: options.since, requeued: requeued.length };
  });
}

function checkWindow(since: Date, now: Date) {
  const invalid = (detail: string) => new AppError("validation_failed", detail, [{ pointer: "#/since", detail }]);
  if (Number.isNaN(since.getTime())) throw invalid("Must be an RFC 3339 timestamp.");
  if (since.getTime() > now.getTime()) throw invalid("Must not be in the future.");
  if (now.getTime() - since.getTime() > MAX_RECOVERY_WINDOW_DAYS * DAY_MS) {
    throw invalid(`Must be at most ${MAX_RECOVERY_WINDOW_DAYS} days back.`);
  }
}
