// When a running sync stops looking live. A sync takes seconds to a few minutes; one still
// "syncing" well past that has likely lost its runner (the runner itself fails it after
// STALLED_SYNC_AFTER_MS). Pure, so pages and the browser share it.

/** A sync running longer than this is shown as stalled rather than live. */
export const SYNC_SHOWN_STALLED_AFTER_MS = 5 * 60 * 1000;

export function isSyncStalled(status: { state: string; last_sync_started_at: string | null }, now = Date.now()): boolean {
  if (status.state !== "syncing" || !status.last_sync_started_at) return false;
  return now - new Date(status.last_sync_started_at).getTime() > SYNC_SHOWN_STALLED_AFTER_MS;
}
