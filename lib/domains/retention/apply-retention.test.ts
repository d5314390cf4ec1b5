import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { createAccountFixture, createModuleFixture } from "../modules/testing/create-module-fixture";
import { applyRetention } from "./apply-retention";
import { queryRows } from "../../platform/db/query-rows";
import { RETENTION_LOCK_KEY } from "./retention-lock";
import { SESSION_IDLE_LIMIT_MS } from "../sessions/session-liveness";
import { configuredRetention, monthsBefore, retentionCutoffs } from "./retention-settings";
import {
  insertAttempt,
  insertAuditEntry,
  insertDelivery,
  insertEvent,
  insertIdempotencyKey,
  insertModuleTransition,
  insertNotification,
  insertSession,
  insertUsageHour,
  insertUser,
  insertWebhookAndEvent,
  remaining,
  remainingIdempotencyKeys,
  usageTotals,
} from "./testing/retention-fixtures";

const onPostgres = process.env.VITEST_DATABASE === "postgres";
const second = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
/** A day long past, for tests whose rows no other test's cutoff reaches (audit's 28-day floor is real time). */
const LONG_AGO = new Date("2020-01-01T00:00:00Z");

const removalEntries = (accountId: string) =>
  queryRows<{ actor_type: string; actor_display: string; metadata: { removed: number; cutoff: string; kept_months: number } }>(
    getDb(),
    sql`select actor_type, actor_display, metadata from audit_entries where account_id = ${accountId} and action = 'audit.entries_removed' order by occurred_at, id`,
  );

describe("retention", () => {
  it("removes what is older than each table's limit and touches nothing younger (limit ± 1 s)", async () => {
    const now = new Date();
    const cutoffs = retentionCutoffs(now, configuredRetention());
    const accountId = (await createAccountFixture()).id;
    const hook = await insertWebhookAndEvent(accountId);
    // Audit: this month 13 months ago has no partition in a fresh database, so both land in DEFAULT.
    const audit = [await insertAuditEntry(accountId, second(cutoffs.audit, -1)), await insertAuditEntry(accountId, second(cutoffs.audit, 1))];
    const deliveries = [
      await insertDelivery(accountId, hook, second(cutoffs.webhookDeliveries, -1)),
      await insertDelivery(accountId, hook, second(cutoffs.webhookDeliveries, 1)),
      await insertDelivery(accountId, hook, second(cutoffs.webhookDeliveries, -1), "pending"),
    ];
    const attempts = [await insertAttempt(deliveries[2]!, second(cutoffs.webhookAttempts, -1)), await insertAttempt(deliveries[2]!, second(cutoffs.webhookAttempts, 1))];
    const notifications = [
      await insertNotification(accountId, second(cutoffs.notifications, -1)),
      await insertNotification(accountId, second(cutoffs.notifications, 1)),
      await insertNotification(accountId, second(cutoffs.notifications, -1), "pending"),
    ];
    await insertUsageHour(accountId, "tok_limit", second(cutoffs.usageHourly, -1), 3);
    await insertUsageHour(accountId, "tok_limit", second(cutoffs.usageHourly, 1), 4);

    const report = await applyRetention({ now });

    expect(report?.failed).toEqual([]);
    expect(await remaining("audit_entries", audit)).toEqual([audit[1]]);
    expect(await remaining("webhook_deliveries", deliveries)).toEqual([deliveries[1], deliveries[2]].sort());
    expect(await remaining("webhook_attempts", attempts)).toEqual([attempts[1]]);
    expect(await remaining("notifications", notifications)).toEqual([notifications[1], notifications[2]].sort());
    expect(await usageTotals("tok_limit")).toEqual({ hours: 1, hourly: 4, daily: 3 });
    const [journalled] = await removalEntries(accountId);
    expect(journalled).toEqual({
      actor_type: "system",
      actor_display: "retention",
      metadata: { removed: 1, cutoff: cutoffs.audit.toISOString(), kept_months: 13 },
    });
  });

  it("drops a month's partition once the whole month is past the limit, with one journal entry per account", async () => {
    const now = new Date();
    const cutoff = monthsBefore(now, 13);
    const [first, other] = [(await createAccountFixture()).id, (await createAccountFixture()).id];
    const pastMonth = monthsBefore(now, 15);
    const straddling = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth(), 1, 0, 0, 0));
    await getDb().execute(sql`select audit_entries_ensure_month(${pastMonth.toISOString().slice(0, 10)}::date)`);
    await getDb().execute(sql`select audit_entries_ensure_month(${straddling.toISOString().slice(0, 10)}::date)`);
    const dropped = [
      ...(await Promise.all([1, 2, 3].map(() => insertAuditEntry(first, pastMonth)))),
      ...(await Promise.all([1, 2].map(() => insertAuditEntry(other, pastMonth)))),
    ];
    // Older than the cutoff, but its month is not over at the cutoff: it stays until it is.
    const inStraddlingMonth = await insertAuditEntry(first, straddling);
    const partition = `audit_entries_p${pastMonth.toISOString().slice(0, 7).replace("-", "_")}`;

    const report = await applyRetention({ now });

    expect(report?.auditPartitionsDropped).toContain(partition);
    const [exists] = await queryRows<{ found: boolean }>(getDb(), sql`select to_regclass(${partition}) is not null as found`);
    expect(exists?.found).toBe(false);
    expect(await remaining("audit_entries", dropped)).toEqual([]);
    expect(await remaining("audit_entries", [inStraddlingMonth])).toEqual([inStraddlingMonth]);
    expect((await removalEntries(first)).map((entry) => entry.metadata.removed)).toEqual([3]);
    expect((await removalEntries(other)).map((entry) => entry.metadata)).toEqual([{ removed: 2, cutoff: cutoff.toISOString(), kept_months: 13 }]);
  });

  it("deletes in bounded batches, each journalled in its own transaction, and the next run goes on", async () => {
    const accountId = (await createAccountFixture()).id;
    const hook = await insertWebhookAndEvent(accountId);
    const delivery = await insertDelivery(accountId, hook, new Date(), "pending");
    const old = new Date("2019-10-01T00:00:00Z");
    const attempts = await Promise.all(Array.from({ length: 25 }, (_, i) => insertAttempt(delivery, second(old, i))));
    const entries = await Promise.all(Array.from({ length: 25 }, (_, i) => insertAuditEntry(accountId, second(new Date("2018-06-01T00:00:00Z"), i))));

    const first = await applyRetention({ now: LONG_AGO, batchSize: 10, maxBatches: 2 });
    expect(first?.removed).toMatchObject({ webhookAttempts: 20, auditEntries: 20 });
    expect(await remaining("webhook_attempts", attempts)).toHaveLength(5);
    expect(await remaining("audit_entries", entries)).toHaveLength(5);
    expect((await removalEntries(accountId)).map((entry) => entry.metadata.removed)).toEqual([10, 10]);

    const next = await applyRetention({ now: LONG_AGO, batchSize: 10, maxBatches: 2 });
    expect(next?.removed).toMatchObject({ webhookAttempts: 5, auditEntries: 5 });
    expect(await remaining("webhook_attempts", attempts)).toEqual([]);
    expect(await remaining("audit_entries", entries)).toEqual([]);
    expect((await removalEntries(accountId)).map((entry) => entry.metadata.removed)).toEqual([10, 10, 5]);
  });

  it("loses nothing when a batch fails mid-way, runs the other tables, and completes on the next run", async () => {
    const accountId = (await createAccountFixture()).id;
    const start = new Date("2019-09-01T00:00:00Z");
    // Hours 0–4 fold fine; the second batch carries 1 000 requests, which the constraint refuses.
    for (let hour = 0; hour < 12; hour++) await insertUsageHour(accountId, "tok_fault", second(start, hour * 3600), hour === 7 ? 1000 : 1);
    const notification = await insertNotification(accountId, new Date("2019-09-01T00:00:00Z"));
    await getDb().execute(sql`alter table usage_daily add constraint usage_daily_fault_check check (token_id <> 'tok_fault' or status_2xx < 500)`);
    try {
      const failed = await applyRetention({ now: LONG_AGO, batchSize: 5 });
      expect(failed?.failed).toEqual(["usage hours"]);
      expect(failed?.removed.usageHours).toBe(0);
      // The first batch committed, the failed one rolled back whole: every request is still counted once.
      expect(await usageTotals("tok_fault")).toEqual({ hours: 7, hourly: 1006, daily: 5 });
      expect(await remaining("notifications", [notification])).toEqual([]);
    } finally {
      await getDb().execute(sql`alter table usage_daily drop constraint usage_daily_fault_check`);
    }
    const next = await applyRetention({ now: LONG_AGO, batchSize: 5 });
    expect(next?.failed).toEqual([]);
    expect(next?.removed.usageHours).toBe(7);
    expect(await usageTotals("tok_fault")).toEqual({ hours: 0, hourly: 0, daily: 1011 });
  });

  it("removes outbox events only once fanned out before the limit and no delivery refers to them, whatever the delivery's state", async () => {
    const now = new Date();
    const cutoff = retentionCutoffs(now, configuredRetention()).events;
    const accountId = (await createAccountFixture()).id;
    const spent = await insertEvent(accountId, second(cutoff, -1));
    const young = await insertEvent(accountId, second(cutoff, 1));
    const notFannedOut = await insertEvent(accountId, null);
    await getDb().execute(sql`update events set occurred_at = ${LONG_AGO.toISOString()}::timestamptz where id = ${notFannedOut}`);
    // Old events a delivery still holds: one pending (a retry signs it), one finished (it can be resent).
    const hook = await insertWebhookAndEvent(accountId);
    const [heldByPending, heldByFinished] = [await insertEvent(accountId, second(cutoff, -1)), await insertEvent(accountId, second(cutoff, -1))];
    const pending = await insertDelivery(accountId, { ...hook, eventId: heldByPending }, now, "pending");
    const finished = await insertDelivery(accountId, { ...hook, eventId: heldByFinished }, now, "failed");

    const report = await applyRetention({ now });

    expect(report?.failed).toEqual([]);
    expect(report?.removed.events).toBe(1);
    expect(await remaining("events", [spent, young, notFannedOut, heldByPending, heldByFinished])).toEqual([young, notFannedOut, heldByPending, heldByFinished].sort());
    expect(await remaining("webhook_deliveries", [pending, finished])).toEqual([pending, finished].sort());
  });

  it("removes an event in the run that removes its last delivery, in batches", async () => {
    const accountId = (await createAccountFixture()).id;
    const hook = await insertWebhookAndEvent(accountId);
    const old = new Date("2019-08-01T00:00:00Z");
    const events = await Promise.all(Array.from({ length: 12 }, (_, i) => insertEvent(accountId, second(old, i))));
    const deliveries = await Promise.all(events.slice(0, 2).map((eventId) => insertDelivery(accountId, { ...hook, eventId }, old, "succeeded")));

    const first = await applyRetention({ now: LONG_AGO, batchSize: 5, maxBatches: 2 });
    expect(first?.removed).toMatchObject({ webhookDeliveries: 2, events: 10 });
    expect(await remaining("webhook_deliveries", deliveries)).toEqual([]);
    expect(await remaining("events", events)).toHaveLength(2);
    const next = await applyRetention({ now: LONG_AGO, batchSize: 5, maxBatches: 2 });
    expect(next?.removed.events).toBe(2);
    expect(await remaining("events", events)).toEqual([]);
  });

  it("removes sessions ended or expired before the limit and never a live one", async () => {
    const now = new Date();
    const cutoff = retentionCutoffs(now, configuredRetention()).endedSessions;
    const userId = await insertUser();
    const long = new Date(cutoff.getTime() - 86_400_000);
    const endedBefore = await insertSession(userId, long, second(cutoff, -1));
    const endedAfter = await insertSession(userId, long, second(cutoff, 1));
    // Never ended: expired once idle past the JWT's lifetime, and that instant decides.
    const expiredBefore = await insertSession(userId, second(new Date(cutoff.getTime() - SESSION_IDLE_LIMIT_MS), -1), null);
    const expiredAfter = await insertSession(userId, second(new Date(cutoff.getTime() - SESSION_IDLE_LIMIT_MS), 1), null);
    const live = await insertSession(userId, now, null);

    const report = await applyRetention({ now });

    expect(report?.failed).toEqual([]);
    expect(report?.removed.endedSessions).toBe(2);
    expect(await remaining("user_sessions", [endedBefore, endedAfter, expiredBefore, expiredAfter, live])).toEqual([endedAfter, expiredAfter, live].sort());
  });

  it("removes a module's state changes before the limit but its newest, and idempotency keys past their 24 h", async () => {
    const now = new Date();
    const cutoffs = retentionCutoffs(now, configuredRetention());
    const accountId = (await createAccountFixture()).id;
    const [busy, idle] = [await createModuleFixture({ accountId }), await createModuleFixture({ accountId })];
    const busyChanges = [
      await insertModuleTransition(accountId, busy.id, second(cutoffs.moduleHistory, -2)),
      await insertModuleTransition(accountId, busy.id, second(cutoffs.moduleHistory, -1)),
      await insertModuleTransition(accountId, busy.id, second(cutoffs.moduleHistory, 1)),
    ];
    // Unchanged since long before the limit: its last two changes are old, and the newest stays.
    const idleChanges = [await insertModuleTransition(accountId, idle.id, LONG_AGO), await insertModuleTransition(accountId, idle.id, second(LONG_AGO, 1))];
    const keys = [await insertIdempotencyKey(accountId, second(cutoffs.idempotencyKeys, -1)), await insertIdempotencyKey(accountId, second(cutoffs.idempotencyKeys, 1))];

    const report = await applyRetention({ now });

    expect(report?.failed).toEqual([]);
    const kept = await queryRows<{ id: string }>(getDb(), sql`select id from module_state_transitions where module_id in (${busy.id}, ${idle.id}) order by id`);
    expect(kept.map((row) => row.id)).toEqual([busyChanges[2]!, idleChanges[1]!].sort());
    expect(await remainingIdempotencyKeys(keys)).toEqual([keys[1]]);
    expect(report?.removed.moduleTransitions).toBe(3);
    expect(report?.removed.idempotencyKeys).toBe(1);
  });

  it("lets one run at a time apply it: a second at once finds the lock taken and does nothing", async () => {
    const accountId = (await createAccountFixture()).id;
    const runs = await Promise.all([applyRetention({ now: LONG_AGO }), applyRetention({ now: LONG_AGO })]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);

    if (!onPostgres) return;
    // Another instance (another session) holds the lock: this one leaves the old row alone.
    const notification = await insertNotification(accountId, new Date("2019-09-02T00:00:00Z"));
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock($1)", [RETENTION_LOCK_KEY]);
      expect(await applyRetention({ now: LONG_AGO })).toBeNull();
      expect(await remaining("notifications", [notification])).toEqual([notification]);
      await other.query("select pg_advisory_unlock($1)", [RETENTION_LOCK_KEY]);
      expect((await applyRetention({ now: LONG_AGO }))?.removed.notifications).toBe(1);
    } finally {
      await other.end();
    }
  });
});
