// `npm run worker`: the background process beside one or more web processes on PostgreSQL
// (DATABASE_URL). Several may run at once: the runners claim work with SKIP LOCKED.
import { closeDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { logger } from "../logger";
import { startBackgroundWork, stopBackgroundWork } from "./start-background-work";

/** How long a stopping worker waits for its attempts in flight before handing them back. */
const STOP_TIMEOUT_MS = 8000;

async function main(): Promise<void> {
  await migrateDatabase();
  startBackgroundWork();
  logger.info("worker running; stop with Ctrl-C or SIGTERM");

  let stopping = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    // A second signal while finishing the passes under way means "now".
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, "worker stopping");
    try {
      await stopBackgroundWork(STOP_TIMEOUT_MS);
      await closeDb();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "worker did not stop cleanly");
      process.exit(1);
    }
  };
  process.on("SIGINT", shutDown);
  process.on("SIGTERM", shutDown);
}

main().catch(async (error: unknown) => {
  logger.fatal({ err: error }, "worker failed to start");
  await closeDb().catch(() => {});
  process.exit(1);
});
