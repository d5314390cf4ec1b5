import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { webhookDeliveries } from "../../platform/db/schema";
import { notifyWork, WORK_CHANNELS } from "../../platform/polling/work-notifications";
import { dueUnlessDisabled } from "./park-deliveries";

// A claim is a short lease (next_attempt_at moved ahead) that its worker renews while the
// attempt is in flight, so a killed worker's deliveries come back within one lease, not after
// the slowest possible attempt. A claim is identified by the delivery and its attempt count:
// once the attempt is recorded the count moves on, so a late renewal or release of a claim
// can never touch the delivery's next, real schedule. A claim of an endpoint disabled meanwhile
// is parked, not renewed (lib/domains/webhooks/park-deliveries.ts).

export interface DeliveryClaim {
  id: string;
  attemptCount: number;
}

function claimed(claims: DeliveryClaim[]) {
  const pairs = sql.join(
    claims.map((claim) => sql`(${claim.id}, ${claim.attemptCount}::integer)`),
    sql`, `,
  );
  return and(eq(webhookDeliveries.status, "pending"), sql`(${webhookDeliveries.id}, ${webhookDeliveries.attemptCount}) in (${pairs})`);
}

/**
 * Pushes the lease of claims still in flight to `until`. A claim released meanwhile (its lease
 * cleared) stays released: a renewal already on its way when the release commits re-reads the
 * row after it (READ COMMITTED) and leaves it, instead of holding it from the worker woken to send it.
 */
export async function renewDeliveryClaims(claims: DeliveryClaim[], until: Date): Promise<void> {
  if (claims.length === 0) return;
  await getDb()
    .update(webhookDeliveries)
    .set({ nextAttemptAt: dueUnlessDisabled(until), leasedUntil: until })
    .where(and(claimed(claims), isNotNull(webhookDeliveries.leasedUntil)));
}

/**
 * Gives claims back at once (a worker stopping before their attempts ended): they are due again
 * now, and the other workers are woken to send them.
 */
export async function releaseDeliveryClaims(claims: DeliveryClaim[], now: Date): Promise<void> {
  if (claims.length === 0) return;
  await getDb().transaction(async (tx) => {
    await tx.update(webhookDeliveries).set({ nextAttemptAt: dueUnlessDisabled(now), leasedUntil: null }).where(claimed(claims));
    await notifyWork(tx, WORK_CHANNELS.webhooks);
  });
}
