import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { queryRows } from "../../platform/db/query-rows";
import { webhookAttempts, webhookDeliveries, webhooks } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import type { PostWebhookResult } from "./post-webhook";

export interface SuccessfulAttempt {
  deliveryId: string;
  webhookId: string;
  result: PostWebhookResult;
  requestHeaders: Record<string, string>;
  attemptedAt: Date;
}

/**
 * Records a batch of 2xx attempts in one transaction: their log rows, their deliveries marked
 * succeeded, and the failing streak of their endpoints cleared. The same writes as
 * recordDeliveryAttempt's success path, batched because success is the common case and one
 * transaction per delivery is what limits the drain rate. Deliveries deleted meanwhile (their
 * webhook deleted) are skipped; one that another attempt already made succeed is logged and left
 * as it is. Returns how many deliveries this batch made succeed.
 */
export async function recordSuccessfulAttempts(attempts: SuccessfulAttempt[]): Promise<number> {
  if (attempts.length === 0) return 0;
  return getDb().transaction(async (tx) => {
    const webhookIds = [...new Set(attempts.map((attempt) => attempt.webhookId))];
    // Webhooks first, then deliveries: the lock order of recordDeliveryAttempt and of deletes.
    await tx.select({ id: webhooks.id }).from(webhooks).where(inArray(webhooks.id, webhookIds)).for("key share");
    const present = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, attempts.map((attempt) => attempt.deliveryId)))
      .orderBy(webhookDeliveries.id)
      .for("update");
    const presentIds = new Set(present.map((row) => row.id));
    const recorded = attempts.filter((attempt) => presentIds.has(attempt.deliveryId));
    if (recorded.length === 0) return 0;
    await tx.insert(webhookAttempts).values(
      recorded.map((attempt) => ({
        id: newId("att"),
        deliveryId: attempt.deliveryId,
        attemptedAt: attempt.attemptedAt,
        responseStatus: attempt.result.status,
        latencyMs: attempt.result.latencyMs,
        responseExcerpt: attempt.result.excerpt,
        error: null,
        requestHeaders: attempt.requestHeaders,
      })),
    );
    // One set-based statement; each delivery keeps its own attempt time.
    const rows = sql.join(
      recorded.map((attempt) => sql`(${attempt.deliveryId}, ${attempt.attemptedAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
    const succeeded = await queryRows<{ id: string }>(tx, sql`
      update ${webhookDeliveries} as d
      set status = 'succeeded', attempt_count = d.attempt_count + 1, last_attempt_at = v.attempted_at, next_attempt_at = null, leased_until = null
      from (values ${rows}) as v(id, attempted_at)
      where d.id = v.id and d.status <> 'succeeded'
      returning d.id`);
    await tx
      .update(webhooks)
      .set({ failingSince: null })
      .where(and(inArray(webhooks.id, [...new Set(recorded.map((attempt) => attempt.webhookId))]), isNotNull(webhooks.failingSince)));
    return succeeded.length;
  });
}
