import { env } from "../../platform/env";
import { applyRetention } from "../../domains/retention/apply-retention";
import { maintainRequestLog } from "../../domains/request-log/maintain-request-log";
import { repeatPass } from "./repeat-pass";

/**
 * Every RETENTION_INTERVAL_MS (and once at start): creates the coming months' audit partitions
 * and applies retention (lib/domains/retention/apply-retention.ts). Every worker runs it; the retention
 * lock lets one at a time do the work. Returns `stop`, which resolves once the pass in progress ends.
 */
export function startRetentionWorker(intervalMs = env.RETENTION_INTERVAL_MS): () => Promise<void> {
  // The request log's days (partitions ahead, whole days dropped) ride on the same pass.
  return repeatPass(
    async () => {
      await applyRetention();
      await maintainRequestLog();
    },
    intervalMs,
    "retention pass failed",
  );
}
