import type { Executor } from "../../platform/db/client";
import { enqueueNotification } from "./enqueue-notification";

export interface NotifyWebhookDisabledOptions {
  accountId: string;
  webhookId: string;
  /** The audit entry of the disable: one mail per disable, however often the worker retries. */
  auditEntryId: string;
  reason: "gone" | "failing";
  /** When its deliveries started failing (for `failing`). */
  failingSince: Date | null;
}

/** Mails the admins that the deliverer disabled an endpoint. Call it in the disable's transaction. */
export async function notifyWebhookDisabled(executor: Executor, options: NotifyWebhookDisabledOptions): Promise<void> {
  const why = options.reason === "gone" ? "it answered 410 Gone" : `its deliveries kept failing since ${options.failingSince?.toISOString() ?? ""}`;
  await enqueueNotification(executor, {
    accountId: options.accountId,
    kind: "webhook.disabled",
    dedupeKey: `webhook.disabled:${options.auditEntryId}`,
    subject: `Webhook endpoint ${options.webhookId} disabled`,
    body: `Deliveries to the webhook endpoint ${options.webhookId} stopped: ${why}.\n\nFix the receiver, enable the endpoint on its page in the customer area, then use "Recover since…" to send what it missed.`,
  });
}
