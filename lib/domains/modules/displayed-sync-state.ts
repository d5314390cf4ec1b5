import { syncStates, type SyncState } from "../../platform/schemas/vocabulary";
import { isSyncStalled } from "./sync-stalled";

// The state a person is shown, derived from the contract's state once, for every page (the
// module list, the module page, the overview): the contract's five plus two readings of them.
//  - stalled:  "syncing" far longer than a sync takes (see sync-stalled.ts);
//  - starting: a sync is due now (asked for by "Retry now"/"Sync now", or scheduled) and the
//              runner has not claimed it yet. Without it a retried module reads "failed", with
//              the old error, until the runner's next pass.

export const displayedSyncStates = [...syncStates, "starting", "stalled"] as const;
export type DisplayedSyncState = (typeof displayedSyncStates)[number];

/**
 * A sync due this soon already reads "starting": the browser's clock may run a little behind the
 * server's that wrote `next_sync_at = now`, and the runner claims due work within seconds anyway.
 */
const STARTING_TOLERANCE_MS = 5_000;

export interface SyncStateFacts {
  state: SyncState;
  last_sync_started_at: string | null;
  next_sync_at: string | null;
}

export function displayedSyncState(status: SyncStateFacts, now: number = Date.now()): DisplayedSyncState {
  if (isSyncStalled(status, now)) return "stalled";
  const due = status.next_sync_at !== null && new Date(status.next_sync_at).getTime() <= now + STARTING_TOLERANCE_MS;
  if (due && (status.state === "failed" || status.state === "synced" || status.state === "pending")) return "starting";
  return status.state;
}

/** Modules counted by what each is shown as; every displayed state is present, zero or not. */
export function countByDisplayedState(statuses: SyncStateFacts[], now: number = Date.now()): Record<DisplayedSyncState, number> {
  const counts = Object.fromEntries(displayedSyncStates.map((state) => [state, 0])) as Record<DisplayedSyncState, number>;
  for (const status of statuses) counts[displayedSyncState(status, now)] += 1;
  return counts;
}
