import { logger } from "../../platform/logger";
import { startSyncRunner } from "../../domains/modules/sync-runner";
import { heldClaims } from "../../domains/webhooks/held-claims";
import { startWebhookWorker } from "../../domains/webhooks/start-webhook-worker";
import { startNotificationWorker } from "./start-notification-worker";
import { startRetentionWorker } from "./start-retention-worker";
import { processGlobal } from "../../platform/process-globals";

/** Pause between two passes of the sync runner. */
const SYNC_RUNNER_INTERVAL_MS = 5000;

type Stop = () => Promise<void>;

// One per process (lib/platform/process-globals.ts): Next may load the start-up code in more than one
// bundle, a second set of runners would only compete for the same rows, and the server's
// shutdown (its own copy of lib/) must find the set Next's start-up started.
const running = processGlobal<Stop>("backgroundWork");

/**
 * Starts the background workers of this process: the sync runner, the webhook deliverer, the
 * notification sender, and the maintenance (audit partitions and retention).
 * Called by `npm run worker`, and by the web process itself on the embedded database
 * (lib/platform/env.ts runWorkersInProcess). Starting twice returns the running set's stop function.
 * The database must be migrated first. Returns a function that stops everything gracefully.
 */
export function startBackgroundWork(): Stop {
  const started = running.get();
  if (started) return started;

  const stops: Stop[] = [startSyncRunner({ intervalMs: SYNC_RUNNER_INTERVAL_MS })];

  stops.push(startWebhookWorker({}));
  stops.push(startNotificationWorker());
  stops.push(startRetentionWorker());

  logger.info({ workers: stops.length }, "background work started");
  const stop: Stop = async () => {
    running.delete();
    await Promise.all(stops.map((each) => each()));
    logger.info("background work stopped");
  };
  return running.set(stop);
}

/**
 * Stops the background work of this process, waiting at most `timeoutMs` for the passes under
 * way. What is still in flight then is handed back (its webhook claims released), so another
 * worker sends it at once instead of after the lease.
 */
export async function stopBackgroundWork(timeoutMs: number): Promise<void> {
  const stop = running.get();
  if (!stop) return;
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    stop().then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  if (finished) return;
  const released = await heldClaims.releaseAll().catch(() => 0);
  logger.warn({ released, timeoutMs }, "background work did not finish in time; its webhook claims were released");
}
