import { WORK_CHANNELS } from "../../platform/polling/work-notifications";
import { logger } from "../../platform/logger";
import { startWakeableLoop } from "../../platform/polling/wakeable-loop";
import { deliverDueWebhooks, type DeliverDueWebhooksOptions, type DeliverySummary } from "./deliver-due-webhooks";
import { fanOutEvents } from "./fan-out-events";

export interface DrainResult {
  /** Outbox events turned into deliveries. */
  fannedOut: number;
  delivery: DeliverySummary;
}

/**
 * Fans out every pending event, then sends every due delivery, batch after batch, until
 * nothing is due. Ends because each attempt leases or reschedules its delivery at least
 * seconds ahead. For the worker, tests and benchmarks.
 */
export async function drainWebhooksOnce(options: DeliverDueWebhooksOptions & { signal?: AbortSignal } = {}): Promise<DrainResult> {
  const { now, signal } = options;
  let fannedOut = 0;
  for (let handled = await fanOutEvents({ now }); handled > 0; handled = await fanOutEvents({ now })) {
    fannedOut += handled;
  }
  const delivery: DeliverySummary = { attempted: 0, succeeded: 0, retrying: 0, failed: 0, skipped: 0, errored: 0 };
  // A stopping worker ends after the batch in flight: what it has not claimed stays for the next.
  while (!signal?.aborted) {
    const batch = await deliverDueWebhooks(options);
    if (batch.attempted === 0) break;
    for (const key of Object.keys(delivery) as (keyof DeliverySummary)[]) delivery[key] += batch[key];
  }
  return { fannedOut, delivery };
}

export interface WebhookWorkerOptions extends Omit<DeliverDueWebhooksOptions, "now"> {
  /** Safety-net poll when no notification arrives (retries that come due, a missed NOTIFY); defaults to 1 s. */
  intervalMs?: number;
}

/**
 * Runs the webhook pipeline in this process: a pass drains the outbox and due deliveries. It
 * runs when a commit announces new work (LISTEN/NOTIFY), else every `intervalMs`. Returns
 * `stop`, which resolves once the pass in progress has finished its batch.
 */
export function startWebhookWorker(options: WebhookWorkerOptions = {}): () => Promise<void> {
  const { intervalMs = 1000, ...deliveryOptions } = options;
  logger.info({ intervalMs }, "webhook worker started");
  return startWakeableLoop({
    name: "webhook worker",
    pollMs: intervalMs,
    wakeOn: WORK_CHANNELS.webhooks,
    run: async (signal) => {
      const result = await drainWebhooksOnce({ ...deliveryOptions, signal });
      if (result.fannedOut > 0 || result.delivery.attempted > 0) logger.debug(result, "webhook worker pass");
    },
  });
}
