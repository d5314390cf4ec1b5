import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { webhookDeliveries, webhooks } from "../../platform/db/schema";

// A disabled endpoint's pending deliveries are parked: `next_attempt_at` null, so they are out
// of the due index the workers' claim walks (a backlog of a disabled endpoint used to sit at its
// head and be read past by every claim), and the API says truthfully that no attempt is coming.
// Enabling the endpoint makes them due again at once. The claim still checks `enabled`, so a
// delivery that escaped parking (written by a transaction racing the disable) is never sent;
// it only costs the claim a row, as before.

/**
 * Parks the endpoint's pending deliveries. SKIP LOCKED: a delivery whose attempt is being
 * recorded right now is left to that transaction, whose next due time is written through
 * `dueUnlessDisabled` (waiting for it instead could deadlock, as it may lock the webhook).
 */
export async function parkPendingDeliveries(tx: Executor, webhookId: string): Promise<void> {
  const unlocked = tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, "pending"), isNotNull(webhookDeliveries.nextAttemptAt)))
    .for("update", { skipLocked: true });
  await tx.update(webhookDeliveries).set({ nextAttemptAt: null }).where(inArray(webhookDeliveries.id, unlocked));
}

/**
 * Makes the endpoint's parked deliveries due now, or, for one whose attempt is still in flight,
 * when that attempt's claim ends; the claim takes equal due times oldest first.
 */
async function resumeParkedDeliveries(tx: Executor, webhookId: string, now: Date): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ nextAttemptAt: dueNoSoonerThanLease(now) })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, "pending"), isNull(webhookDeliveries.nextAttemptAt)));
}

/** Parks or resumes on an endpoint's enabled flag changing. */
export async function moveDeliveriesOnToggle(tx: Executor, webhookId: string, enabled: boolean, now: Date): Promise<void> {
  await (enabled ? resumeParkedDeliveries(tx, webhookId, now) : parkPendingDeliveries(tx, webhookId));
}

/**
 * The `next_attempt_at` to write for a pending delivery of an in-flight attempt (a retry, a
 * renewed or released claim): `at`, or null when its endpoint has been disabled meanwhile. Read
 * in the UPDATE itself, so it sees a disable committed (or made by this transaction) before it.
 */
export function dueUnlessDisabled(at: Date): SQL {
  return sql`case when exists (select from ${webhooks} where ${webhooks.id} = ${webhookDeliveries.webhookId} and ${webhooks.enabled}) then ${at.toISOString()}::timestamptz end`;
}

/**
 * `at`, or the end of the delivery's claim when an attempt is still in flight past `at`: what a
 * resume or a resend writes as the due time, so the attempt in flight is not sent again beside it.
 */
export function dueNoSoonerThanLease(at: Date): SQL {
  return sql`greatest(${at.toISOString()}::timestamptz, ${webhookDeliveries.leasedUntil})`;
}
