import { getDb, type Executor } from "../../platform/db/client";
import { env } from "../../platform/env";
import { logger } from "../../platform/logger";
import { dropOldRequestLogPartitions, ensureRequestLogPartitions } from "./request-log-partitions";

export interface MaintainRequestLogOptions {
  executor?: Executor;
  now?: Date;
  /** Default RETENTION_REQUEST_LOG_DAYS (30). */
  keptDays?: number;
}

/** The workers' pass over the request log: the coming days' partitions, then retention by whole days. */
export async function maintainRequestLog(options: MaintainRequestLogOptions = {}): Promise<{ created: string[]; dropped: string[] }> {
  const executor = options.executor ?? getDb();
  const created = await ensureRequestLogPartitions({ executor, now: options.now });
  const dropped = await dropOldRequestLogPartitions({ executor, now: options.now, keptDays: options.keptDays ?? env.RETENTION_REQUEST_LOG_DAYS });
  if (created.length || dropped.length) logger.info({ created, dropped }, "request log partitions maintained");
  return { created, dropped };
}
