import { getDb, type Executor } from "../../platform/db/client";
import { logger } from "../../platform/logger";
import type { BatchLimits } from "./delete-in-batches";
import { ensureAuditPartitions } from "./ensure-audit-partitions";
import { removeOldAuditEntries } from "./remove-old-audit-entries";
import { foldOldUsageHours, removeOldNotifications, removeOldWebhookAttempts, removeOldWebhookDeliveries } from "./remove-old-rows";
import { removeEndedSessions, removeExpiredIdempotencyKeys, removeOldModuleTransitions, removeSpentEvents } from "./remove-spent-rows";
import { configuredRetention, retentionCutoffs, type RetentionSettings } from "./retention-settings";
import { withRetentionLock } from "./retention-lock";

export interface ApplyRetentionOptions extends BatchLimits {
  /** Defaults to the app's database; a test passes one reached through a proxy it can cut. */
  executor?: Executor;
  now?: Date;
  settings?: RetentionSettings;
}

export interface RetentionReport {
  /** Months whose audit partition was created ahead (YYYY-MM). */
  partitionsCreated: string[];
  auditPartitionsDropped: string[];
  removed: {
    auditEntries: number;
    webhookAttempts: number;
    webhookDeliveries: number;
    notifications: number;
    usageHours: number;
    events: number;
    endedSessions: number;
    moduleTransitions: number;
    idempotencyKeys: number;
  };
  /** Steps that failed this run (logged); what they committed stays, the rest waits for the next run. */
  failed: string[];
}

/**
 * The workers' maintenance pass: the coming months' audit partitions, then each table's
 * retention, under the retention lock (one instance at a time). Null when another instance holds
 * the lock. A step that fails is logged and the others still run.
 */
export async function applyRetention(options: ApplyRetentionOptions = {}): Promise<RetentionReport | null> {
  return withRetentionLock(async () => {
    const executor = options.executor ?? getDb();
    const now = options.now ?? new Date();
    const settings = options.settings ?? configuredRetention();
    const cutoffs = retentionCutoffs(now, settings);
    const limits = { batchSize: options.batchSize, maxBatches: options.maxBatches };
    const report: RetentionReport = {
      partitionsCreated: [],
      auditPartitionsDropped: [],
      removed: { auditEntries: 0, webhookAttempts: 0, webhookDeliveries: 0, notifications: 0, usageHours: 0, events: 0, endedSessions: 0, moduleTransitions: 0, idempotencyKeys: 0 },
      failed: [],
    };
    const step = async (name: string, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        report.failed.push(name);
        logger.error({ step: name, error: error instanceof Error ? error.message.slice(0, 500) : "unknown" }, "retention step failed; the next run resumes it");
      }
    };
    await step("audit partitions", async () => {
      report.partitionsCreated = await ensureAuditPartitions({ executor, now });
    });
    await step("webhook attempts", async () => {
      report.removed.webhookAttempts = await removeOldWebhookAttempts({ executor, cutoff: cutoffs.webhookAttempts, ...limits });
    });
    await step("webhook deliveries", async () => {
      report.removed.webhookDeliveries = await removeOldWebhookDeliveries({ executor, cutoff: cutoffs.webhookDeliveries, ...limits });
    });
    // After the deliveries: an event goes only once the last delivery that refers to it has gone.
    await step("events", async () => {
      report.removed.events = await removeSpentEvents({ executor, cutoff: cutoffs.events, ...limits });
    });
    await step("ended sessions", async () => {
      report.removed.endedSessions = await removeEndedSessions({ executor, cutoff: cutoffs.endedSessions, ...limits });
    });
    await step("module history", async () => {
      report.removed.moduleTransitions = await removeOldModuleTransitions({ executor, cutoff: cutoffs.moduleHistory, ...limits });
    });
    await step("idempotency keys", async () => {
      report.removed.idempotencyKeys = await removeExpiredIdempotencyKeys({ executor, cutoff: cutoffs.idempotencyKeys, ...limits });
    });
    await step("notifications", async () => {
      report.removed.notifications = await removeOldNotifications({ executor, cutoff: cutoffs.notifications, ...limits });
    });
    await step("usage hours", async () => {
      report.removed.usageHours = await foldOldUsageHours({ executor, cutoff: cutoffs.usageHourly, ...limits });
    });
    await step("audit entries", async () => {
      const audit = await removeOldAuditEntries({ executor, cutoff: cutoffs.audit, keptMonths: settings.auditMonths, ...limits });
      report.removed.auditEntries = audit.removed;
      report.auditPartitionsDropped = audit.partitionsDropped;
    });
    logger.info({ ...report }, "retention applied");
    return report;
  });
}
