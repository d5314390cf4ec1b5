import { desc, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { webhooks, type Webhook } from "../../platform/db/schema";

export interface ListWebhooksOptions {
  accountId: string;
}

/** The account's webhooks, newest first. An account has few endpoints, so there is no paging. */
export async function listWebhooks(options: ListWebhooksOptions): Promise<Webhook[]> {
  return getDb()
    .select()
    .from(webhooks)
    .where(eq(webhooks.accountId, options.accountId))
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
}
