import type { Executor } from "../db/client";
import type { AuditEntry, Event } from "../db/schema";
import { enqueueNotification, type EnqueueNotificationOptions } from "./enqueue-notification";

// Which changes mail the admins. Hooked into recordAuditEntry and enqueueEvent, which every
// such change already calls inside its transaction: the mail is queued exactly when the change
// is committed, and no service needs to know about notifications.

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

function fromAuditEntry(entry: AuditEntry): EnqueueNotificationOptions | null {
  const meta = entry.metadata as Record<string, unknown>;
  const accountId = entry.accountId;
  if (!accountId) return null;
  switch (entry.action) {
    case "webhook.disabled": {
      if (meta.reason !== "gone" && meta.reason !== "failing") return null;
      const why = meta.reason === "gone" ? "it answered 410 Gone" : `its deliveries kept failing since ${text(meta.failing_since)}`;
      return {
        accountId,
        kind: "webhook.disabled",
        dedupeKey: `webhook.disabled:${entry.id}`,
        subject: `Webhook endpoint ${entry.resourceId} disabled`,
        body: `Deliveries to the webhook endpoint ${entry.resourceId} stopped: ${why}.\n\nFix the receiver, enable the endpoint on its page in the customer area, then use "Recover since…" to send what it missed.`,
      };
    }
    case "token.leaked":
      return {
        accountId,
        kind: "token.leaked",
        dedupeKey: `token.leaked:${entry.resourceId}`,
        subject: `Access token "${text(meta.name)}" found in public and revoked`,
        body: `A secret scanner found the access token "${text(meta.name)}" (${text(meta.token_hint)}) at:\n${text(meta.url) || "(no address given)"}\n\nWe revoked it at once: calls with it are refused. Issue a new token for the integration that used it, and remove the old one from where it was found.`,
      };
    case "rate_limit.extended":
      return {
        accountId,
        kind: "rate_limit.extended",
        dedupeKey: `rate_limit.extended:${entry.id}`,
        subject: `Extended limit granted for "${text(meta.token_name)}"`,
        body: `The access token "${text(meta.token_name)}" may now make ${text(meta.rate_limit_per_minute)} requests per minute.`,
      };
    default:
      return null;
  }
}

function fromEvent(event: Event): EnqueueNotificationOptions | null {
  if (event.type !== "module.sync_state.changed" || event.data.to !== "failed") return null;
  const status = (event.data.status ?? {}) as { last_error?: { message?: string } | null; last_synced_at?: string | null };
  return {
    accountId: event.accountId,
    kind: "module.failed",
    // One mail per failure streak: a failed module is retried every few minutes, and each retry
    // that fails emits another event. Only a successful sync moves last_synced_at, so it names
    // the streak.
    dedupeKey: `module.failed:${text(event.data.module_id)}:${status.last_synced_at ?? "never"}`,
    subject: `Module ${text(event.data.module_id)}: sync failed`,
    body: `The synchronization of module ${text(event.data.module_id)} failed: ${status.last_error?.message ?? "no reason given"}.\n\nIt is retried on its schedule; the Modules page shows its state.`,
  };
}

export async function notifyOnAuditEntry(executor: Executor, entry: AuditEntry): Promise<void> {
  const notification = fromAuditEntry(entry);
  if (notification) await enqueueNotification(executor, notification);
}

export async function notifyOnEvent(executor: Executor, event: Event): Promise<void> {
  const notification = fromEvent(event);
  if (notification) await enqueueNotification(executor, notification);
}
