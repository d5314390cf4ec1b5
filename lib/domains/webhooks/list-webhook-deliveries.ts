import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { events, webhookDeliveries } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { deliveryRowColumns, type DeliveryRow } from "./delivery-row";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { withLastAttempts } from "./with-last-attempts";

const MAX_DELIVERIES_PAGE_SIZE = 100;

/** Position in the log: the last row of the previous page. */
interface DeliveryCursor {
  createdAt: Date;
  id: string;
}

export interface ListWebhookDeliveriesOptions {
  accountId: string;
  webhookId: string;
  /** Rows strictly after this one in (created_at desc, id desc) order; omit for the first page. */
  before?: DeliveryCursor;
  /** 1 to 100. */
  limit: number;
}

export interface WebhookDeliveriesPage {
  deliveries: DeliveryRow[];
  /** Pass as `before` for the next page; null on the last page. */
  next: DeliveryCursor | null;
}

/** A page of one webhook's delivery log, newest first (keyset on created_at, id), each with its latest attempt. */
export async function listWebhookDeliveries(options: ListWebhookDeliveriesOptions): Promise<WebhookDeliveriesPage> {
  const { limit, before } = options;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DELIVERIES_PAGE_SIZE) {
    const detail = `Must be an integer from 1 to ${MAX_DELIVERIES_PAGE_SIZE}.`;
    throw new AppError("validation_failed", `Invalid limit: ${detail}`, [{ pointer: "#/limit", detail }]);
  }
  const webhook = await getWebhookOrThrow(options);
  const conditions = [eq(webhookDeliveries.webhookId, webhook.id), eq(webhookDeliveries.accountId, options.accountId)];
  if (before) {
    // Row comparison matches the index order (created_at desc, id desc) exactly.
    conditions.push(
      sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`,
    );
  }
  const db = getDb();
  const rows = await db
    .select(deliveryRowColumns)
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit + 1);
  const deliveries = await withLastAttempts(db, rows.slice(0, limit));
  const last = deliveries.at(-1);
  const next = rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null;
  return { deliveries, next };
}
