import { env } from "../../platform/env";
import { applyRetention } from "../../domains/retention/apply-retention";
import { maintainRequestLog } from "../../domains/request-log/maintain-request-log";
import { retentionPasses, retentionRemoved } from "../../platform/telemetry/metrics";
import { runJob } from "../../platform/telemetry/run-job";
import { repeatPass } from "./repeat-pass";

/** One retention pass, counted: rows removed per table, and whether any step failed (the alert's signal). */
async function retentionPass(): Promise<void> {
  try {
    const report = await applyRetention();
    if (!report) return; // another worker holds the retention lock
    for (const [table, removed] of Object.entries(report.removed)) retentionRemoved.inc({ table }, removed);
    retentionPasses.inc({ result: report.failed.length ? "failed" : "ok" });
  } catch (error) {
    retentionPasses.inc({ result: "failed" });
    throw error;
  }
}

/**
 * Every RETENTION_INTERVAL_MS (and once at start): creates the coming months' audit partitions
 * and applies retention (lib/domains/retention/apply-retention.ts). Every worker runs it; the retention
 * lock lets one at a time do the work. Returns `stop`, which resolves once the pass in progress ends.
 */
export function startRetentionWorker(intervalMs = env.RETENTION_INTERVAL_MS): () => Promise<void> {
  // The request log's days (partitions ahead, whole days dropped) ride on the same pass.
  return repeatPass(
    () =>
      runJob("retention", async () => {
        await retentionPass();
        await maintainRequestLog();
      }),
    intervalMs,
    "retention pass failed",
  );
}
