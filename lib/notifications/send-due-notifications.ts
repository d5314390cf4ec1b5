import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { notifications, type Notification } from "../db/schema";
import { env } from "../env";
import { logger } from "../logger";
import type { SendMail } from "./mail-transport";

export interface SendDueNotificationsOptions {
  /** null: no SMTP configured, so due notifications are marked `recorded`. */
  send: SendMail | null;
  now?: Date;
  batchSize?: number;
  /** How long a claim holds; a crashed worker's claims are taken up again after it. */
  leaseMs?: number;
  retryBaseMs?: number;
}

const MAX_RETRY_MS = 30 * 60_000;

/**
 * One pass of the notification worker: claims due messages (FOR UPDATE SKIP LOCKED, so several
 * workers never take the same one), sends each, and marks it sent; a failed send is retried
 * with a doubling delay, never dropped. Returns how many were sent.
 */
export async function sendDueNotifications(options: SendDueNotificationsOptions): Promise<number> {
  const now = options.now ?? new Date();
  const leaseMs = options.leaseMs ?? 60_000;
  const claimed = await claimDue(now, options.batchSize ?? 20, leaseMs, options.send === null);
  let sent = 0;
  for (const notification of claimed) {
    if (!options.send) continue;
    try {
      await options.send({ to: notification.recipient, subject: notification.subject, text: notification.body });
      await getDb().update(notifications).set({ status: "sent", sentAt: new Date(), lastError: null }).where(eq(notifications.id, notification.id));
      sent++;
    } catch (error) {
      const base = options.retryBaseMs ?? env.NOTIFICATIONS_RETRY_BASE_MS;
      const delay = Math.min(base * 2 ** Math.min(notification.attemptCount - 1, 20), MAX_RETRY_MS);
      const message = error instanceof Error ? error.message.slice(0, 500) : "send failed";
      await getDb()
        .update(notifications)
        .set({ nextAttemptAt: new Date(Date.now() + delay), lastError: message })
        .where(and(eq(notifications.id, notification.id), eq(notifications.status, "pending")));
      logger.warn({ notificationId: notification.id, attempt: notification.attemptCount, retryInMs: delay, error: message }, "notification not sent; will retry");
    }
  }
  return sent;
}

async function claimDue(now: Date, batchSize: number, leaseMs: number, recordOnly: boolean): Promise<Notification[]> {
  return getDb().transaction(async (tx) => {
    const due = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.status, "pending"), lte(notifications.nextAttemptAt, now)))
      .orderBy(asc(notifications.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    const changes = recordOnly
      ? { status: "recorded" as const }
      : { nextAttemptAt: new Date(now.getTime() + leaseMs), attemptCount: sql`${notifications.attemptCount} + 1` };
    return tx.update(notifications).set(changes).where(inArray(notifications.id, ids)).returning();
  });
}
