import { closeDb } from "../../platform/db/client";
import { env } from "../../platform/env";
import { closeRedis } from "../../platform/redis/client";
import { settleUsage } from "../../domains/usage/usage-counter";
import { stopRequestLog } from "../../domains/request-log/request-log";
import { stopBackgroundWork } from "../workers/start-background-work";

/**
 * The counterpart of start-server-process.ts, once the last request has been answered: stops
 * the in-process workers (handing back what they cannot finish) and closes the connections.
 */
export async function stopServerProcess(): Promise<void> {
  await stopBackgroundWork(env.WORKER_STOP_TIMEOUT_MS);
  // The last seconds of usage counts, before the connections they go through close.
  await settleUsage({ shutdown: true });
  await stopRequestLog();
  await closeRedis();
  await closeDb();
}
