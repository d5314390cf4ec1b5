import { env } from "../env";
import { logger } from "../logger";
import { applyRetention } from "../retention/apply-retention";

/**
 * Every RETENTION_INTERVAL_MS (and once at start): creates the coming months' audit partitions
 * and applies retention (lib/retention/apply-retention.ts). Every worker runs it; the retention
 * lock lets one at a time do the work. Returns `stop`, which resolves once the pass in progress ends.
 */
export function startRetentionWorker(intervalMs = env.RETENTION_INTERVAL_MS): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      await applyRetention();
    } catch (error) {
      logger.error({ error: error instanceof Error ? error.message.slice(0, 500) : "unknown" }, "retention pass failed");
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
