import { enqueueExpiryNotices } from "../../domains/access-tokens/enqueue-expiry-notices";
import { enqueueDeprecationMails, flushDeprecatedCalls } from "../../domains/deprecated-calls";
import { serverPublicOrigin } from "../../platform/http/public-origin";
import { getMailSender } from "../../domains/notifications/mail-transport";
import { sendDueNotifications } from "../../domains/notifications/send-due-notifications";
import { runJob } from "../../platform/telemetry/run-job";
import { repeatPass } from "./repeat-pass";

/** The public changelog, which the deprecation mail links. */
const changelogUrl = `${serverPublicOrigin()}/v1/changelog`;

export interface NotificationWorkerOptions {
  /** Pause between ticks; defaults to 1 s. */
  intervalMs?: number;
  /** How often to look for tokens nearing expiry, and for deprecated calls to mail about; defaults to 10 minutes. */
  expiryScanIntervalMs?: number;
}

/**
 * Sends queued notification mails in this process, and now and then queues expiry warnings.
 * Ticks never overlap (the next is scheduled when one ends). Returns `stop`, which resolves once
 * the tick in progress ends.
 */
export function startNotificationWorker(options: NotificationWorkerOptions = {}): () => Promise<void> {
  const { intervalMs = 1000, expiryScanIntervalMs = 600_000 } = options;
  let lastExpiryScan = 0;
  return repeatPass(
    () =>
      runJob("mail", async () => {
        if (Date.now() - lastExpiryScan >= expiryScanIntervalMs) {
          lastExpiryScan = Date.now();
          await enqueueExpiryNotices();
          // This process's own sightings first, so its API calls count in this scan.
          await flushDeprecatedCalls();
          await enqueueDeprecationMails({ changelogUrl });
        }
        // Batch after batch while mails go out; a batch that sends nothing ends the pass.
        for (let round = 0; round < 50; round++) {
          if ((await sendDueNotifications({ send: getMailSender() })) === 0) break;
        }
      }),
    intervalMs,
    "notification worker tick failed",
  );
}
