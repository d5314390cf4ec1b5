// The worker process started by run-worker.ts (`npm run worker`): on PostgreSQL (DATABASE_URL),
// beside one or more web processes. Several may run at once: the runners claim work with SKIP LOCKED.
import { closeDb } from "../../platform/db/client";
import { env } from "../../platform/env";
import { migrateDatabase } from "../../platform/db/migrate";
import { logger } from "../../platform/logger";
import { stopTracing } from "../../platform/telemetry/tracing";
import { observeBacklog } from "./backlog-metrics";
import { startBackgroundWork, stopBackgroundWork } from "./start-background-work";

/** Migrates, starts the workers and runs until SIGINT or SIGTERM; exits the process itself. */
export async function runWorker(): Promise<void> {
  try {
    await startWorker();
  } catch (error) {
    logger.fatal({ err: error }, "worker failed to start");
    await closeDb().catch(() => {});
    process.exit(1);
  }
}

async function startWorker(): Promise<void> {
  await migrateDatabase();
  startBackgroundWork();
  observeBacklog();
  // The workers' timers do not hold a process open (so a CLI or a test can end), and during a
  // database outage nothing else may: this process lives until it is told to stop.
  const keepAlive = setInterval(() => {}, 60_000);
  logger.info("worker running; stop with Ctrl-C or SIGTERM");

  let stoppingSince: number | null = null;
  const shutDown = async (signal: NodeJS.Signals) => {
    // A second signal while finishing the passes under way means "now". One that follows within
    // a second is the same signal twice: sent to the process group, and relayed again by a
    // wrapper (npm, or tsx in development).
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince > 1000) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    clearInterval(keepAlive);
    logger.info({ signal }, "worker stopping");
    try {
      await stopBackgroundWork(env.WORKER_STOP_TIMEOUT_MS);
      await closeDb();
      await stopTracing();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "worker did not stop cleanly");
      process.exit(1);
    }
  };
  process.on("SIGINT", shutDown);
  process.on("SIGTERM", shutDown);
}
