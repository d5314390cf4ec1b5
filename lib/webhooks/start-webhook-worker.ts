import { logger } from "../logger";
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
export async function drainWebhooksOnce(options: DeliverDueWebhooksOptions = {}): Promise<DrainResult> {
  const { now } = options;
  let fannedOut = 0;
  for (let handled = await fanOutEvents({ now }); handled > 0; handled = await fanOutEvents({ now })) {
    fannedOut += handled;
  }
  const delivery: DeliverySummary = { attempted: 0, succeeded: 0, retrying: 0, failed: 0, skipped: 0, errored: 0 };
  for (;;) {
    const batch = await deliverDueWebhooks(options);
    if (batch.attempted === 0) return { fannedOut, delivery };
    for (const key of Object.keys(delivery) as (keyof DeliverySummary)[]) delivery[key] += batch[key];
  }
}

export interface WebhookWorkerOptions extends Omit<DeliverDueWebhooksOptions, "now"> {
  /** Pause between the end of one tick and the start of the next; defaults to 250 ms. */
  intervalMs?: number;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Runs the webhook pipeline in this process: a tick drains the outbox and due deliveries, and
 * the next tick is scheduled only when it ends, so ticks never overlap. A fresh event is sent
 * within about one interval. Returns `stop`, which resolves once the tick in progress ends.
 */
export function startWebhookWorker(options: WebhookWorkerOptions = {}): () => Promise<void> {
  const { intervalMs = 250, ...deliveryOptions } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      const result = await drainWebhooksOnce(deliveryOptions);
      if (result.fannedOut > 0 || result.delivery.attempted > 0) logger.debug(result, "webhook worker tick");
    } catch (error) {
      // Only the message: never request headers, signatures or payloads.
      logger.error({ error: messageOf(error) }, "webhook worker tick failed");
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick();
    }, intervalMs);
    timer.unref(); // the worker alone never keeps a process (a CLI, a test) alive
  };

  logger.info({ intervalMs }, "webhook worker started");
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
