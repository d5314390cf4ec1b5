import { describe, expect, it } from "vitest";
import { countByDisplayedState, displayedSyncState } from "./displayed-sync-state";
import { SYNC_SHOWN_STALLED_AFTER_MS } from "./sync-stalled";

const now = Date.parse("2026-11-25T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const status = (state: "pending" | "syncing" | "synced" | "failed" | "paused", extra: { started?: string; next?: string } = {}) => ({
  state,
  last_sync_started_at: extra.started ?? null,
  next_sync_at: extra.next ?? null,
});

describe("displayedSyncState", () => {
  it("shows a sync running far too long as stalled, a recent one as syncing", () => {
    expect(displayedSyncState(status("syncing", { started: ago(SYNC_SHOWN_STALLED_AFTER_MS + 1000) }), now)).toBe("stalled");
    expect(displayedSyncState(status("syncing", { started: ago(60_000) }), now)).toBe("syncing");
  });

  it("shows a failed module whose retry is due as starting, not failed", () => {
    expect(displayedSyncState(status("failed", { next: ago(0) }), now)).toBe("starting");
    expect(displayedSyncState(status("synced", { next: ago(1000) }), now)).toBe("starting");
    expect(displayedSyncState(status("failed", { next: new Date(now + 60_000).toISOString() }), now)).toBe("failed");
    // Written by the server's clock a moment ahead of the browser's.
    expect(displayedSyncState(status("failed", { next: new Date(now + 2_000).toISOString() }), now)).toBe("starting");
    expect(displayedSyncState(status("failed"), now)).toBe("failed");
  });

  it("leaves paused alone", () => {
    expect(displayedSyncState(status("paused", { next: ago(1000) }), now)).toBe("paused");
  });
});

describe("countByDisplayedState", () => {
  it("counts a stalled module under stalled, not syncing, and lists every state", () => {
    const counts = countByDisplayedState([status("syncing", { started: ago(SYNC_SHOWN_STALLED_AFTER_MS * 2) }), status("synced"), status("synced")], now);
    expect(counts).toEqual({ pending: 0, syncing: 0, synced: 2, failed: 0, paused: 0, starting: 0, stalled: 1 });
  });
});
