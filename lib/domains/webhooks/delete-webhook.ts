import { and, eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { webhooks, type Webhook } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";

export interface DeleteWebhookOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  webhookId: string;
}

/** Removes an endpoint with its deliveries and attempts; records `webhook.deleted`. */
export async function deleteWebhook(options: DeleteWebhookOptions): Promise<Webhook> {
  const notFound = new AppError("not_found", `No webhook with the id "${options.webhookId}".`);
  if (!isIdOf("wh", options.webhookId)) throw notFound;
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(webhooks)
      .where(and(eq(webhooks.id, options.webhookId), eq(webhooks.accountId, options.accountId)))
      .returning();
    if (!deleted) throw notFound;
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "webhook.deleted",
      resource: { type: "webhook", id: deleted.id },
      metadata: { url: deleted.url, events: deleted.events },
    });
    return deleted;
  });
}
