import type { SyncState } from "../../platform/schemas/vocabulary";
import { assertTransition } from "../modules";

// Pure: builds a demo module's state history and the current sync fields that follow from it.
// Every step goes through the domain's state machine, so the history the module page shows
// could have been produced by the real sync runner.

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const DAY = 24 * HOUR;
const SYNC_INTERVAL = 6 * HOUR;

export interface DemoModuleSpec {
  key: string;
  name: string;
  /** Minor units of the account's currency. */
  monthlyPrice: number;
  activatedAt: Date;
  /** The state the module is in now. */
  state: SyncState;
  recordsSynced: number;
  lastError?: { code: string; message: string };
}

export interface DemoTransition {
  from: SyncState;
  to: SyncState;
  reason: string;
  at: Date;
}

export interface DemoSyncFields {
  syncState: SyncState;
  syncProgress: number | null;
  lastSyncStartedAt: Date | null;
  lastSyncedAt: Date | null;
  nextSyncAt: Date | null;
  recordsSynced: number;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  syncUpdatedAt: Date;
}

class Timeline {
  state: SyncState = "pending";
  readonly transitions: DemoTransition[] = [];

  go(to: SyncState, reason: string, at: Date): void {
    assertTransition(this.state, to);
    this.transitions.push({ from: this.state, to, reason, at });
    this.state = to;
  }

  /** A scheduled sync that ends `synced` (or `failed`), starting at `at`. */
  cycle(at: Date, outcome: "synced" | "failed" = "synced", reason = "scheduled"): void {
    this.go("syncing", reason, at);
    this.go(outcome, outcome === "synced" ? "completed" : "error", new Date(at.getTime() + 23 * MINUTE));
  }
}

/** How each final state is reached in the last hours or days before `now`. */
function finish(timeline: Timeline, state: SyncState, now: number): void {
  const ago = (ms: number) => new Date(now - ms);
  if (state === "syncing") timeline.go("syncing", "scheduled", ago(4 * MINUTE));
  if (state === "failed") timeline.cycle(ago(50 * MINUTE), "failed");
  if (state === "paused") timeline.go("paused", "paused_by_user", ago(3 * DAY));
  if (state === "pending") {
    timeline.go("paused", "paused_by_user", ago(9 * DAY));
    timeline.go("pending", "resumed_by_user", ago(20 * MINUTE));
  }
}

/** The transitions from activation to `spec.state`: first sync, a failure healed by a retry, recent cycles. */
export function buildDemoHistory(spec: DemoModuleSpec, now: Date): DemoTransition[] {
  const timeline = new Timeline();
  const start = spec.activatedAt.getTime();
  timeline.cycle(new Date(start + 5 * MINUTE), "synced", "initial_sync");
  timeline.cycle(new Date(start + 30 * DAY), "failed");
  timeline.cycle(new Date(start + 30 * DAY + 30 * MINUTE), "synced", "retry");
  // The latest regular syncs end well before the final steps, which start at most 9 days ago.
  // Each module runs on its own phase, as the real scheduler spreads them out.
  const tailStart = now.getTime() - (spec.state === "pending" ? 9 * DAY : spec.state === "paused" ? 3 * DAY : 0);
  const phase = ([...spec.key].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 90) * MINUTE;
  for (let n = 3; n >= 1; n--) timeline.cycle(new Date(tailStart - n * SYNC_INTERVAL + 4 * HOUR - phase));
  finish(timeline, spec.state, now.getTime());
  return timeline.transitions;
}

function lastAt(transitions: DemoTransition[], to: SyncState): Date | null {
  for (let i = transitions.length - 1; i >= 0; i--) if (transitions[i]!.to === to) return transitions[i]!.at;
  return null;
}

/** The module's current sync columns, consistent with the last transition. */
export function demoSyncFields(spec: DemoModuleSpec, transitions: DemoTransition[], now: Date): DemoSyncFields {
  const last = transitions[transitions.length - 1]!;
  const lastSyncedAt = lastAt(transitions, "synced");
  const nextSyncAt: Record<SyncState, Date | null> = {
    pending: new Date(now.getTime() + 10 * MINUTE),
    syncing: null,
    synced: lastSyncedAt && new Date(Math.max(lastSyncedAt.getTime() + SYNC_INTERVAL, now.getTime() + HOUR)),
    failed: new Date(now.getTime() + 25 * MINUTE),
    paused: null,
  };
  return {
    syncState: last.to,
    syncProgress: last.to === "syncing" ? 0.4 : null,
    lastSyncStartedAt: lastAt(transitions, "syncing"),
    lastSyncedAt,
    nextSyncAt: nextSyncAt[last.to],
    recordsSynced: spec.recordsSynced,
    lastErrorCode: last.to === "failed" ? (spec.lastError?.code ?? "sync_failed") : null,
    lastErrorMessage: last.to === "failed" ? (spec.lastError?.message ?? "The sync failed.") : null,
    syncUpdatedAt: last.at,
  };
}
