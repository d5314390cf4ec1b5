import { describe, expect, it } from "vitest";
import { changesBetween, KNOWN_API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION } from "./api-versions";
import { eventDataAtVersion, responseAtVersion, responseDiffersAt } from "./transform";

const status = { module_id: "mod_1", state: "synced", last_sync_started_at: null, last_succeeded_at: "2026-11-22T09:04:12Z", next_sync_at: null };

describe("API versions", () => {
  it("are dated, ordered oldest first, and unique", () => {
    expect(KNOWN_API_VERSIONS.every((version) => /^\d{4}-\d{2}-\d{2}$/.test(version))).toBe(true);
    expect([...KNOWN_API_VERSIONS].sort()).toEqual([...KNOWN_API_VERSIONS]);
    expect(new Set(KNOWN_API_VERSIONS).size).toBe(KNOWN_API_VERSIONS.length);
  });

  it("shape a module status back to the first version, keeping the key's place, and leave the newest alone", () => {
    const old = responseAtVersion("getModuleStatus", status, OLDEST_API_VERSION) as Record<string, unknown>;
    expect(Object.keys(old)).toEqual(["module_id", "state", "last_sync_started_at", "last_synced_at", "next_sync_at"]);
    expect(old.last_synced_at).toBe(status.last_succeeded_at);
    expect(responseAtVersion("getModuleStatus", status, NEWEST_API_VERSION)).toBe(status);
  });

  it("shape every module of a list, and nothing the change does not affect", () => {
    const list = { data: [{ id: "mod_1", sync_state: status }] };
    const old = responseAtVersion("listModules", list, OLDEST_API_VERSION) as { data: { sync_state: Record<string, unknown> }[] };
    expect(old.data[0]!.sync_state).not.toHaveProperty("last_succeeded_at");
    expect(old.data[0]!.sync_state.last_synced_at).toBe(status.last_succeeded_at);
    expect(responseAtVersion("listWebhooks", { data: [{ last_succeeded_at: "x" }] }, OLDEST_API_VERSION)).toEqual({ data: [{ last_succeeded_at: "x" }] });
    expect(responseDiffersAt("listModules", OLDEST_API_VERSION)).toBe(true);
    expect(responseDiffersAt("listWebhooks", OLDEST_API_VERSION)).toBe(false);
    expect(responseDiffersAt("listModules", NEWEST_API_VERSION)).toBe(false);
  });

  it("shape a module.sync_state.changed event's status back, and only that event's", () => {
    const data = { module_id: "mod_1", from: "syncing", to: "synced", status };
    expect((eventDataAtVersion("module.sync_state.changed", data, OLDEST_API_VERSION) as { status: object }).status).toHaveProperty("last_synced_at");
    const other = { module_id: "mod_1", status };
    expect(eventDataAtVersion("module.token.rotated", other, OLDEST_API_VERSION)).toBe(other);
  });

  it("list the changes an upgrade brings, and refuse a version they do not know", () => {
    expect(changesBetween(OLDEST_API_VERSION, NEWEST_API_VERSION).map(({ change }) => change.id)).toContain("last-synced-at-renamed");
    expect(changesBetween(NEWEST_API_VERSION, NEWEST_API_VERSION)).toEqual([]);
    expect(() => changesBetween("1999-01-01", NEWEST_API_VERSION)).toThrow(/Unknown API version/);
  });
});
