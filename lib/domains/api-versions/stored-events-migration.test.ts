import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { allMigrations, migrationsBefore, openMigrationTestDatabase } from "../../testing/migration-test-database";
import type { Json } from "./api-change";
import { eventDataAtVersion } from "./transform";
import { OLDEST_API_VERSION } from "./api-versions";

// Events are stored at the newest version and shaped back per endpoint. Events written before
// version 2026-11-27 carry last_synced_at: the data migration moves them to the new name, so an
// endpoint on the first version still gets exactly what it got before.

const beforeRename = migrationsBefore("_events_last_succeeded_at");
afterAll(() => fs.rmSync(beforeRename, { recursive: true, force: true }));

describe("migration events_last_succeeded_at", () => {
  it("renames last_synced_at in stored module.sync_state.changed events, and touches nothing else", { timeout: 60_000 }, async () => {
    const db = await openMigrationTestDatabase();
    try {
      await db.migrate(beforeRename);
      const oldStatus = { module_id: "mod_1", state: "synced", last_synced_at: "2026-11-22T09:04:12.000Z", records_synced: 3 };
      const other = { module_id: "mod_1", last_synced_at: "kept", status: { last_synced_at: "kept too" } };
      await db.query(`insert into accounts (id, slug, name) values ('acc_migration', 'migration', 'Migration')`);
      await db.query(`insert into events (id, account_id, type, data) values
        ('evt_a', 'acc_migration', 'module.sync_state.changed', '${JSON.stringify({ module_id: "mod_1", from: "syncing", to: "synced", status: oldStatus })}'),
        ('evt_b', 'acc_migration', 'module.token.rotated', '${JSON.stringify(other)}')`);

      await db.migrate(allMigrations);

      const rows = await db.query<{ id: string; data: { status: { [key: string]: Json } } }>(`select id, data from events order by id`);
      expect(rows[0]!.data.status).toEqual({ module_id: "mod_1", state: "synced", last_succeeded_at: "2026-11-22T09:04:12.000Z", records_synced: 3 });
      expect(rows[1]!.data).toEqual(other);
      // Rendered for an endpoint on the first version, the stored event is what it was.
      expect((eventDataAtVersion("module.sync_state.changed", rows[0]!.data, OLDEST_API_VERSION) as { status: unknown }).status).toEqual(oldStatus);
    } finally {
      await db.close();
    }
  });
});
