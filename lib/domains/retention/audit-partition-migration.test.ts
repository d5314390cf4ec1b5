import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { allMigrations, migrationsBefore, openMigrationTestDatabase } from "../../testing/migration-test-database";

// Migration 0012 on a database that already has a journal: migrated to 0010, given entries, then
// to the end. Every entry must come through unchanged, into its month's partition. A database of
// this file's own (VITEST_DATABASE picks the engine), not the migrated copy the other tests share.

const upTo0010 = migrationsBefore("_user_sessions");

afterAll(() => fs.rmSync(upTo0010, { recursive: true, force: true }));

describe("migration 0012 (audit_entries partitioned by month)", () => {
  it("keeps every existing entry as it was, each in its month's partition, keyed by (id, occurred_at)", { timeout: 60_000 }, async () => {
    const db = await openMigrationTestDatabase();
    try {
      await db.migrate(upTo0010);
      await db.query(`insert into accounts (id, slug, name) values ('acc_migration', 'migration', 'Migration')`);
      await db.query(`
        insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_id, actor_display, resource_type, resource_id, ip, user_agent, metadata)
        values ('aud_a', 'acc_migration', '2025-01-31T23:59:59.999999Z', 'token.created', 'user', 'usr_1', 'a@example.test', 'access_token', 'tok_1', '203.0.113.7', 'agent', '{"k": 1}'),
               ('aud_b', 'acc_migration', '2025-02-01T00:00:00Z', 'token.revoked', 'token', 'tok_1', 'CI', null, null, null, null, '{}'),
               ('aud_c', null, '2025-06-15T08:00:00.123456Z', 'user.sign_in_failed', 'system', null, 'operator (cli)', null, null, '::1', null, '{}'),
               ('aud_d', 'acc_migration', now(), 'account.created', 'system', null, 'operator (cli)', 'account', 'acc_migration', null, null, '{}')`);
      const snapshot = `select id, account_id, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at, action, actor_type,
                               actor_id, actor_display, resource_type, resource_id, host(ip) as ip, user_agent, metadata
                        from audit_entries order by id`;
      const before = await db.query(snapshot);

      await db.migrate(allMigrations);

      expect(await db.query(snapshot)).toEqual(before);
      const placed = await db.query<{ id: string; partition: string }>(`select id, tableoid::regclass::text as partition from audit_entries order by id`);
      const thisMonth = new Date().toISOString().slice(0, 7).replace("-", "_");
      expect(placed).toEqual([
        { id: "aud_a", partition: "audit_entries_p2025_01" },
        { id: "aud_b", partition: "audit_entries_p2025_02" },
        { id: "aud_c", partition: "audit_entries_p2025_06" },
        { id: "aud_d", partition: `audit_entries_p${thisMonth}` },
      ]);
      const [key] = await db.query<{ definition: string }>(
        `select pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'audit_entries'::regclass and contype = 'p'`,
      );
      expect(key?.definition).toBe("PRIMARY KEY (id, occurred_at)");
      expect(await db.query(`select to_regclass('audit_entries_before_partitioning') as old`)).toEqual([{ old: null }]);
      // Still append-only after the move.
      await expect(db.query(`delete from audit_entries where id = 'aud_a'`)).rejects.toThrow("audit_entries is append-only: DELETE is not allowed");
    } finally {
      await db.close();
    }
  });
});
