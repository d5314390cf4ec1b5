import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { webhooks, type Webhook } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";

export interface GetWebhookOrThrowOptions {
  accountId: string;
  webhookId: string;
  /** The caller's transaction, to read inside it; defaults to the database. */
  executor?: Executor;
  /** Lock the row (FOR UPDATE) until the caller's transaction ends. */
  lock?: boolean;
}

/** One webhook of the account; another account's webhook or a malformed id is "not found". */
export async function getWebhookOrThrow(options: GetWebhookOrThrowOptions): Promise<Webhook> {
  const notFound = new AppError("not_found", `No webhook with the id "${options.webhookId}".`);
  if (!isIdOf("wh", options.webhookId)) throw notFound;
  const query = (options.executor ?? getDb())
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, options.webhookId), eq(webhooks.accountId, options.accountId)));
  const [webhook] = options.lock ? await query.for("update") : await query;
  if (!webhook) throw notFound;
  return webhook;
}
