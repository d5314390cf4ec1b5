import { logger } from "../logger";
import { enqueueExpiryNotices } from "../access-tokens/enqueue-expiry-notices";
import { getMailSender } from "../notifications/mail-transport";
import { sendDueNotifications } from "../notifications/send-due-notifications";

export interface NotificationWorkerOptions {
  /** Pause between ticks; defaults to 1 s. */
  intervalMs?: number;
  /** How often to look for tokens nearing expiry; defaults to 10 minutes. */
  expiryScanIntervalMs?: number;
}

/**
 * Sends queued notification mails in this process, and now and then queues expiry warnings.
 * Ticks never overlap (the next is scheduled when one ends). Returns `stop`, which resolves once
 * the tick in progress ends.
 */
export function startNotificationWorker(options: NotificationWorkerOptions = {}): () => Promise<void> {
  const { intervalMs = 1000, expiryScanIntervalMs = 600_000 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let lastExpiryScan = 0;

  const tick = async () => {
    try {
      if (Date.now() - lastExpiryScan >= expiryScanIntervalMs) {
        lastExpiryScan = Date.now();
        await enqueueExpiryNotices();
      }
      // Batch after batch while mails go out; a batch that sends nothing ends the tick.
      for (let round = 0; round < 50; round++) {
        if ((await sendDueNotifications({ send: getMailSender() })) === 0) break;
      }
    } catch (error) {
      logger.error({ error: error instanceof Error ? error.message.slice(0, 500) : "unknown" }, "notification worker tick failed");
    }
    if (!stopped) timer = setTimeout(() => (current = tick()), intervalMs);
  };
  timer = setTimeout(() => (current = tick()), 0);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await current;
  };
}
