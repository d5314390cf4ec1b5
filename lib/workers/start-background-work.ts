import { logger } from "../logger";
import { startSyncRunner } from "../modules/sync-runner";
import { heldClaims } from "../webhooks/held-claims";
import { startWebhookWorker } from "../webhooks/start-webhook-worker";
import { startNotificationWorker } from "./start-notification-worker";
import { startRetentionWorker } from "./start-retention-worker";

/** Pause between two passes of the sync runner. */
const SYNC_RUNNER_INTERVAL_MS = 5000;

type Stop = () => Promise<void>;

// Held on globalThis: Next may load the start-up code in more than one bundle, and a second
// set of runners in the same process would only compete for the same rows.
const runningKey = Symbol.for("module-integrations.background-work");
type GlobalWithWork = typeof globalThis & { [runningKey]?: Stop };
const holder = globalThis as GlobalWithWork;

/**
 * Starts the background workers of this process: the sync runner, the webhook deliverer, the
 * notification sender, and the maintenance (audit partitions and retention).
 * Called by `npm run worker`, and by the web process itself on the embedded database
 * (lib/env.ts runWorkersInProcess). Starting twice returns the running set's stop function.
 * The database must be migrated first. Returns a function that stops everything gracefully.
 */
export function startBackgroundWork(): Stop {
  const running = holder[runningKey];
  if (running) return running;

  const stops: Stop[] = [startSyncRunner({ intervalMs: SYNC_RUNNER_INTERVAL_MS })];

  stops.push(startWebhookWorker({}));
  stops.push(startNotificationWorker());
  stops.push(startRetentionWorker());

  logger.info({ workers: stops.length }, "background work started");
  const stop: Stop = async () => {
    delete holder[runningKey];
    await Promise.all(stops.map((each) => each()));
    logger.info("background work stopped");
  };
  holder[runningKey] = stop;
  return stop;
}

/**
 * Stops the background work of this process, waiting at most `timeoutMs` for the passes under
 * way. What is still in flight then is handed back (its webhook claims released), so another
 * worker sends it at once instead of after the lease.
 */
export async function stopBackgroundWork(timeoutMs: number): Promise<void> {
  const stop = holder[runningKey];
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
