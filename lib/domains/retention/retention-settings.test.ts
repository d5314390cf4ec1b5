import { describe, expect, it } from "vitest";
import { auditRetentionSentence } from "./audit-retention-sentence";
import { monthsBefore, retentionCutoffs } from "./retention-settings";

describe("retention cutoffs", () => {
  it("count calendar months in UTC, the day clamped to the month's end as PostgreSQL does", () => {
    expect(monthsBefore(new Date("2026-11-26T09:30:00.123Z"), 13).toISOString()).toBe("2025-10-26T09:30:00.123Z");
    expect(monthsBefore(new Date("2026-03-31T23:00:00Z"), 1).toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(monthsBefore(new Date("2024-03-31T00:00:00Z"), 1).toISOString()).toBe("2024-02-29T00:00:00.000Z");
  });

  it("put each table's limit exactly that many days back", () => {
    const cutoffs = retentionCutoffs(new Date("2026-11-26T00:00:00Z"), {
      auditMonths: 13,
      webhookAttemptsDays: 30,
      webhookDeliveriesDays: 90,
      usageHourlyDays: 90,
      notificationsDays: 7,
      eventsDays: 90,
      endedSessionsDays: 30,
      moduleHistoryDays: 60,
    });
    expect(cutoffs.webhookAttempts.toISOString()).toBe("2026-10-27T00:00:00.000Z");
    expect(cutoffs.usageHourly.toISOString()).toBe("2026-08-28T00:00:00.000Z");
    expect(cutoffs.notifications.toISOString()).toBe("2026-11-19T00:00:00.000Z");
    expect(cutoffs.events.toISOString()).toBe("2026-08-28T00:00:00.000Z");
    expect(cutoffs.endedSessions.toISOString()).toBe("2026-10-27T00:00:00.000Z");
    expect(cutoffs.moduleHistory.toISOString()).toBe("2026-09-27T00:00:00.000Z");
    // Not a setting: the 24 h an idempotency key answers retries.
    expect(cutoffs.idempotencyKeys.toISOString()).toBe("2026-11-25T00:00:00.000Z");
  });
});

describe("what customers are told", () => {
  it("says how long, in plain words, and where to keep more", () => {
    expect(auditRetentionSentence(13)).toBe("Entries are kept for 13 months, then removed. To keep them longer, export them before then.");
    expect(auditRetentionSentence(1)).toBe("Entries are kept for 1 month, then removed. To keep them longer, export them before then.");
  });
});
