import { sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { scrapedGauge } from "../../platform/telemetry/metrics";

// The queues the worker drains, read from the database when Prometheus scrapes the worker (one
// query, on the indexes the workers' own claims use): what is waiting and for how long.
interface Backlog {
  webhooks_pending: number;
  webhooks_oldest_due_seconds: number;
  outbox_pending: number;
  outbox_oldest_seconds: number;
  mail_pending: number;
}

async function readBacklog(): Promise<Backlog> {
  const result = await getDb().execute(sql`
    select
      (select count(*) from webhook_deliveries where status = 'pending')::int as webhooks_pending,
      coalesce(extract(epoch from now() - (select min(next_attempt_at) from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now())), 0)::float8 as webhooks_oldest_due_seconds,
      (select count(*) from events where fanned_out_at is null)::int as outbox_pending,
      coalesce(extract(epoch from now() - (select min(occurred_at) from events where fanned_out_at is null)), 0)::float8 as outbox_oldest_seconds,
      (select count(*) from notifications where status = 'pending')::int as mail_pending`);
  const rows = (result as unknown as { rows?: Backlog[] }).rows ?? (result as unknown as Backlog[]);
  return rows[0]!;
}

/** Registers the backlog gauges in this process (the worker's); each scrape reads them afresh. */
export function observeBacklog(): void {
  let pending: Promise<Backlog> | null = null;
  // The five gauges are collected one after another in one scrape: they share one query.
  const backlog = () => (pending ??= readBacklog().finally(() => setTimeout(() => (pending = null), 1000).unref()));
  const gauge = (name: string, help: string, field: keyof Backlog) =>
    scrapedGauge({ name, help, read: async (each) => each.set(Math.max(0, (await backlog())[field])) });
  gauge("webhook_deliveries_pending", "Webhook deliveries not yet delivered nor given up (due, leased or parked).", "webhooks_pending");
  gauge("webhook_oldest_due_age_seconds", "How long the most overdue pending webhook delivery has been due; 0 when none is.", "webhooks_oldest_due_seconds");
  gauge("outbox_events_pending", "Events written but not yet fanned out into deliveries.", "outbox_pending");
  gauge("outbox_lag_seconds", "Age of the oldest event not yet fanned out; 0 when the outbox is empty.", "outbox_oldest_seconds");
  gauge("mail_queue_pending", "Notification mails waiting to be sent.", "mail_pending");
}
