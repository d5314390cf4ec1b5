import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { notifications, type Notification } from "../../platform/db/schema";
import { env } from "../../platform/env";
import { logger } from "../../platform/logger";
import type { SendMail } from "./mail-transport";

export interface SendDueNotificationsOptions {
  /** null: no SMTP configured, so due notifications are marked `recorded`. */
  send: SendMail | null;
  now?: Date;
  batchSize?: number;
  /**
   * How long a claim holds, renewed before each mail; a crashed worker's claims are taken up
   * again after it. Must be longer than one send (the SMTP timeouts add up to 20 s).
   */
  leaseMs?: number;
  retryBaseMs?: number;
}

const MAX_RETRY_MS = 30 * 60_000;

/**
 * One pass of the notification worker: claims due messages (FOR UPDATE SKIP LOCKED, so several
 * workers never take the same one), sends each, and marks it sent; a failed send is retried
 * with a doubling delay, never dropped. Each mail's lease is renewed just before it is sent, and
 * a mail whose claim lapsed and was taken up by another worker is left to that worker, so a
 * batch slower than the lease is not sent twice. Returns how many were sent.
 */
export async function sendDueNotifications(options: SendDueNotificationsOptions): Promise<number> {
  const startedAt = Date.now();
  const now = options.now ?? new Date(startedAt);
  // `now` moved on by the time this pass has taken: renewals stay on the clock of the claim.
  const clock = () => now.getTime() + (Date.now() - startedAt);
  const leaseMs = options.leaseMs ?? 60_000;
  const claimed = await claimDue(now, options.batchSize ?? 20, leaseMs, options.send === null);
  if (!options.send) return 0;
  let sent = 0;
  for (const notification of claimed) {
    if (!(await updateIfStillClaimed(notification, { nextAttemptAt: new Date(clock() + leaseMs) }))) continue;
    try {
      await options.send({ to: notification.recipient, subject: notification.subject, text: notification.body });
      sent++;
    } catch (error) {
      await recordFailure(notification, error, clock(), options.retryBaseMs ?? env.NOTIFICATIONS_RETRY_BASE_MS);
      continue;
    }
    if (!(await updateIfStillClaimed(notification, { status: "sent", sentAt: new Date(), lastError: null }))) {
      logger.warn({ notificationId: notification.id }, "notification sent after its claim lapsed; another worker may send it again");
    }
  }
  return sent;
}

/**
 * Applies `changes` only while the claim is still this worker's: still pending, and not claimed
 * again since (every claim counts one more attempt). False when another worker has taken it.
 */
async function updateIfStillClaimed(notification: Notification, changes: Partial<Notification>): Promise<boolean> {
  const updated = await getDb()
    .update(notifications)
    .set(changes)
    .where(
      and(
        eq(notifications.id, notification.id),
        eq(notifications.status, "pending"),
        eq(notifications.attemptCount, notification.attemptCount),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length > 0;
}

async function recordFailure(notification: Notification, error: unknown, now: number, retryBaseMs: number): Promise<void> {
  const delay = Math.min(retryBaseMs * 2 ** Math.min(notification.attemptCount - 1, 20), MAX_RETRY_MS);
  const message = error instanceof Error ? error.message.slice(0, 500) : "send failed";
  // A lapsed claim is another worker's now: its lease is not to be cut short by this retry time.
  if (!(await updateIfStillClaimed(notification, { nextAttemptAt: new Date(now + delay), lastError: message }))) return;
  logger.warn({ notificationId: notification.id, attempt: notification.attemptCount, retryInMs: delay, error: message }, "notification not sent; will retry");
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
