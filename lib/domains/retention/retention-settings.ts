import { env } from "../../platform/env";
import { IDEMPOTENCY_KEY_TTL_MS } from "../modules";

/** How long each append-only table keeps its rows (lib/platform/env.ts RETENTION_*; README "Retention"). */
export interface RetentionSettings {
  auditMonths: number;
  webhookAttemptsDays: number;
  webhookDeliveriesDays: number;
  usageHourlyDays: number;
  notificationsDays: number;
  eventsDays: number;
  endedSessionsDays: number;
  moduleHistoryDays: number;
}

export const configuredRetention = (): RetentionSettings => ({
  auditMonths: env.RETENTION_AUDIT_MONTHS,
  webhookAttemptsDays: env.RETENTION_WEBHOOK_ATTEMPTS_DAYS,
  webhookDeliveriesDays: env.RETENTION_WEBHOOK_DELIVERIES_DAYS,
  usageHourlyDays: env.RETENTION_USAGE_HOURLY_DAYS,
  notificationsDays: env.RETENTION_NOTIFICATIONS_DAYS,
  eventsDays: env.RETENTION_EVENTS_DAYS,
  endedSessionsDays: env.RETENTION_ENDED_SESSIONS_DAYS,
  moduleHistoryDays: env.RETENTION_MODULE_HISTORY_DAYS,
});

/** The instant each table's rows must be older than to go; nothing at or after it is touched. */
export interface RetentionCutoffs {
  audit: Date;
  webhookAttempts: Date;
  webhookDeliveries: Date;
  usageHourly: Date;
  notifications: Date;
  events: Date;
  endedSessions: Date;
  moduleHistory: Date;
  /** Not a setting: a stored key answers retries for 24 h, and after that it is spent. */
  idempotencyKeys: Date;
}

const DAY_MS = 86_400_000;

/** `months` calendar months before `now`, in UTC, the day clamped to the month's end (as PostgreSQL's interval arithmetic does). */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
}

export function retentionCutoffs(now: Date, settings: RetentionSettings): RetentionCutoffs {
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    audit: monthsBefore(now, settings.auditMonths),
    webhookAttempts: daysBefore(settings.webhookAttemptsDays),
    webhookDeliveries: daysBefore(settings.webhookDeliveriesDays),
    usageHourly: daysBefore(settings.usageHourlyDays),
    notifications: daysBefore(settings.notificationsDays),
    events: daysBefore(settings.eventsDays),
    endedSessions: daysBefore(settings.endedSessionsDays),
    moduleHistory: daysBefore(settings.moduleHistoryDays),
    idempotencyKeys: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
  };
}
