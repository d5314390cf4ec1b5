import { eq } from "drizzle-orm";
import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { webhooks, type Webhook } from "../../platform/db/schema";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { moveDeliveriesOnToggle } from "./park-deliveries";

export interface SetWebhookEnabledOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  webhookId: string;
  enabled: boolean;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface SetWebhookEnabledResult {
  webhook: Webhook;
  /** False when the webhook already was in that state (nothing written, nothing audited). */
  changed: boolean;
}

/**
 * Disables (reason `manual`) or re-enables an endpoint; records `webhook.disabled` or
 * `webhook.enabled`. Its pending deliveries are parked while it is disabled (no due time) and
 * due at once when it is enabled again.
 */
export async function setWebhookEnabled(options: SetWebhookEnabledOptions): Promise<SetWebhookEnabledResult> {
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const current = await getWebhookOrThrow({ ...options, executor: tx, lock: true });
    if (current.enabled === options.enabled) return { webhook: current, changed: false };
    const changes = options.enabled
      ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
      : { enabled: false, disabledReason: "manual", disabledAt: now };
    const [row] = await tx.update(webhooks).set(changes).where(eq(webhooks.id, current.id)).returning();
    await moveDeliveriesOnToggle(tx, current.id, options.enabled, now);
    const entry = { accountId: options.accountId, actor: options.actor, resource: { type: "webhook", id: current.id }, origin: options.origin };
    await recordAuditEntry(
      tx,
      options.enabled
        ? { ...entry, action: "webhook.enabled", metadata: { previous_disabled_reason: current.disabledReason } }
        : { ...entry, action: "webhook.disabled", metadata: { reason: "manual" } },
    );
    return { webhook: row!, changed: true };
  });
}
