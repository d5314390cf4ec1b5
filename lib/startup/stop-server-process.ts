import { closeDb } from "../db/client";
import { closeRedis } from "../redis/client";
import { stopBackgroundWork } from "../workers/start-background-work";

/** Longest wait for the in-process workers' passes before their claims are handed back. */
const BACKGROUND_STOP_TIMEOUT_MS = 8000;

/**
 * The counterpart of start-server-process.ts, once the last request has been answered: stops
 * the in-process workers (handing back what they cannot finish) and closes the connections.
 */
export async function stopServerProcess(): Promise<void> {
  await stopBackgroundWork(BACKGROUND_STOP_TIMEOUT_MS);
  await closeRedis();
  await closeDb();
}
