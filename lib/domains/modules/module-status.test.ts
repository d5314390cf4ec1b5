import { describe, expect, it } from "vitest";
import type { Module } from "../../platform/db/schema";
import { toModuleResource, toModuleStatus } from "./module-status";

const base: Module = {
  id: "mod_01jabcdefghjkmnpqrstvwxyz0",
  accountId: "acc_x",
  key: "crm",
  name: "CRM",
  monthlyPrice: 4900,
  activatedAt: new Date("2025-01-02T03:04:05.000Z"),
  deactivatedAt: null,
  syncState: "syncing",
  syncProgress: 0.30000001192092896,
  lastSyncStartedAt: new Date("2025-03-01T10:00:00.000Z"),
  lastSyncedAt: new Date("2025-02-28T10:00:00.000Z"),
  nextSyncAt: null,
  recordsSynced: 1234,
  lastErrorCode: null,
  lastErrorMessage: null,
  syncUpdatedAt: new Date("2025-03-01T10:00:05.000Z"),
  createdAt: new Date("2025-01-02T03:04:05.000Z"),
};

describe("module status mapping", () => {
  it("maps a syncing module to the contract's status object", () => {
    expect(toModuleStatus(base)).toEqual({
      module_id: base.id,
      state: "syncing",
      progress: 0.3,
      last_sync_started_at: "2025-03-01T10:00:00.000Z",
      last_succeeded_at: "2025-02-28T10:00:00.000Z",
      next_sync_at: null,
      records_synced: 1234,
      last_error: null,
      updated_at: "2025-03-01T10:00:05.000Z",
    });
  });

  it("reports progress only while syncing, and the error as {code, message}", () => {
    const failed = toModuleStatus({
      ...base,
      syncState: "failed",
      syncProgress: 0.5,
      lastErrorCode: "upstream_timeout",
      lastErrorMessage: "Too slow.",
      nextSyncAt: new Date("2025-03-01T10:05:00.000Z"),
    });
    expect(failed.progress).toBeNull();
    expect(failed.last_error).toEqual({ code: "upstream_timeout", message: "Too slow." });
    expect(failed.next_sync_at).toBe("2025-03-01T10:05:00.000Z");
  });

  it("builds the list item with the status inline", () => {
    expect(toModuleResource(base)).toEqual({
      id: base.id,
      key: "crm",
      name: "CRM",
      activated_at: "2025-01-02T03:04:05.000Z",
      sync_state: toModuleStatus(base),
    });
  });
});
