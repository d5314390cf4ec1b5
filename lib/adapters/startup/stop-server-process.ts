import { closeDb } from "../../platform/db/client";
import { env } from "../../platform/env";
import { logger } from "../../platform/logger";
import { closeRedis } from "../../platform/redis/client";
import { stopTracing } from "../../platform/telemetry/tracing";
import { settleUsage } from "../../domains/usage/usage-counter";
import { stopRequestLog } from "../../domains/request-log/request-log";
import { stopBackgroundWork } from "../workers/start-background-work";

/** A step slower than this is named in the log, so a shutdown cut short by its deadline says where it waited. */
const SLOW_STEP_MS = 2000;

async function step(name: string, work: () => Promise<void>): Promise<void> {
  const startedAt = Date.now();
  await work();
  const ms = Date.now() - startedAt;
  if (ms > SLOW_STEP_MS) logger.warn({ step: name, ms }, "shutdown step was slow");
}

/**
 * The counterpart of start-server-process.ts, once the last request has been answered: stops
 * the in-process workers (handing back what they cannot finish) and closes the connections.
 */
export async function stopServerProcess(): Promise<void> {
  await step("background work", () => stopBackgroundWork(env.WORKER_STOP_TIMEOUT_MS));
  // The last seconds of usage counts, before the connections they go through close.
  await step("usage counts", () => settleUsage({ shutdown: true }));
  await step("request log", stopRequestLog); // the buffered records, before the database closes
  await step("redis", closeRedis);
  await step("database", closeDb);
  await step("traces", stopTracing); // the last spans, sent before the process ends
}
