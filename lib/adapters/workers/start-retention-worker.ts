import { env } from "../../platform/env";
import { applyRetention } from "../../domains/retention/apply-retention";
import { repeatPass } from "./repeat-pass";

/**
 * Every RETENTION_INTERVAL_MS (and once at start): creates the coming months' audit partitions
 * and applies retention (lib/domains/retention/apply-retention.ts). Every worker runs it; the retention
 * lock lets one at a time do the work. Returns `stop`, which resolves once the pass in progress ends.
 */
export function startRetentionWorker(intervalMs = env.RETENTION_INTERVAL_MS): () => Promise<void> {
  return repeatPass(async () => void (await applyRetention()), intervalMs, "retention pass failed");
}
