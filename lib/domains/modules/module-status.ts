import type { Module } from "../../platform/db/schema";
import type { SyncState } from "../../platform/schemas/vocabulary";

// Pure mapping from a module row to the contract's shapes (snake_case, RFC 3339 UTC strings).
// The status object is also the `status` of every `module.sync_state.changed` event.

export interface ModuleSyncError {
  code: string;
  message: string;
}

/** `GET /v1/modules/{id}/status`. */
export interface ModuleSyncStatus {
  module_id: string;
  state: SyncState;
  /** 0–1 while syncing, null otherwise. */
  progress: number | null;
  last_sync_started_at: string | null;
  /** End of the last successful sync (`last_synced_at` before API version 2026-11-27). */
  last_succeeded_at: string | null;
  next_sync_at: string | null;
  records_synced: number;
  last_error: ModuleSyncError | null;
  updated_at: string;
}

/** An item of `GET /v1/modules`. */
export interface ModuleResource {
  id: string;
  key: string;
  name: string;
  activated_at: string;
  sync_state: ModuleSyncStatus;
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

// The column is a float4: 0.3 may read back as 0.30000001. Three decimals is finer than any UI.
function progressOf(row: Module): number | null {
  if (row.syncState !== "syncing") return null;
  const value = Math.min(1, Math.max(0, row.syncProgress ?? 0));
  return Math.round(value * 1000) / 1000;
}

export function toModuleStatus(row: Module): ModuleSyncStatus {
  return {
    module_id: row.id,
    state: row.syncState,
    progress: progressOf(row),
    last_sync_started_at: iso(row.lastSyncStartedAt),
    last_succeeded_at: iso(row.lastSyncedAt),
    next_sync_at: iso(row.nextSyncAt),
    records_synced: row.recordsSynced,
    last_error:
      row.lastErrorCode !== null ? { code: row.lastErrorCode, message: row.lastErrorMessage ?? "" } : null,
    updated_at: row.syncUpdatedAt.toISOString(),
  };
}

export function toModuleResource(row: Module): ModuleResource {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    activated_at: row.activatedAt.toISOString(),
    sync_state: toModuleStatus(row),
  };
}
