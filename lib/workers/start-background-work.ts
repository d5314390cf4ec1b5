import { logger } from "../logger";
import { startSyncRunner } from "../modules/sync-runner";
import { startWebhookWorker } from "../webhooks/start-webhook-worker";
import { startNotificationWorker } from "../notifications/start-notification-worker";

/** Pause between two passes of the sync runner. */
export const SYNC_RUNNER_INTERVAL_MS = 5000;

type Stop = () => Promise<void>;

// Held on globalThis: Next may load the start-up code in more than one bundle, and a second
// set of runners in the same process would only compete for the same rows.
const runningKey = Symbol.for("module-integrations.background-work");
type GlobalWithWork = typeof globalThis & { [runningKey]?: Stop };
const holder = globalThis as GlobalWithWork;

/**
 * Starts the background workers of this process: the sync runner, and the webhook deliverer.
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

  logger.info({ workers: stops.length }, "background work started");
  const stop: Stop = async () => {
    delete holder[runningKey];
    await Promise.all(stops.map((each) => each()));
    logger.info("background work stopped");
  };
  holder[runningKey] = stop;
  return stop;
}
