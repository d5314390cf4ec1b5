import { desc, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { webhookAttempts, type WebhookAttempt } from "../../platform/db/schema";
import type { DeliveryRow } from "./delivery-row";

/**
 * Adds each delivery's latest attempt (null before the first), in one query for the whole
 * page: the log shows the last status and latency without loading every attempt.
 */
export async function withLastAttempts(executor: Pick<Database, "selectDistinctOn">, rows: DeliveryRow[]): Promise<DeliveryRow[]> {
  if (rows.length === 0) return rows;
  const latest = await executor
    .selectDistinctOn([webhookAttempts.deliveryId])
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, rows.map((row) => row.id)))
    .orderBy(webhookAttempts.deliveryId, desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id));
  const byDelivery = new Map<string, WebhookAttempt>(latest.map((attempt) => [attempt.deliveryId, attempt]));
  return rows.map((row) => ({ ...row, lastAttempt: byDelivery.get(row.id) ?? null }));
}
