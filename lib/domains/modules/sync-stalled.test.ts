import { describe, expect, it } from "vitest";
import { isSyncStalled, SYNC_SHOWN_STALLED_AFTER_MS } from "./sync-stalled";

describe("isSyncStalled", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  const startedAgo = (ms: number) => new Date(now - ms).toISOString();

  it("is live while a sync runs within the expected time, stalled after it", () => {
    expect(isSyncStalled({ state: "syncing", last_sync_started_at: startedAgo(60_000) }, now)).toBe(false);
    expect(isSyncStalled({ state: "syncing", last_sync_started_at: startedAgo(SYNC_SHOWN_STALLED_AFTER_MS + 1000) }, now)).toBe(true);
  });

  it("never calls a module that is not syncing stalled", () => {
    expect(isSyncStalled({ state: "failed", last_sync_started_at: startedAgo(60 * 60_000) }, now)).toBe(false);
  });
});
