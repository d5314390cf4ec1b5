import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "../../testing/test-databases";

// Migration 0012 on a database that already has a journal: migrated to 0010, given entries, then
// to the end. Every entry must come through unchanged, into its month's partition. A database of
// this file's own (VITEST_DATABASE picks the engine), not the migrated copy the other tests share.

const onPostgres = process.env.VITEST_DATABASE === "postgres";
const source = path.join(process.cwd(), "lib/platform/db/migrations");
const upTo0010 = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0010-"));
fs.cpSync(source, upTo0010, { recursive: true });
const journalFile = path.join(upTo0010, "meta/_journal.json");
const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 10) }));

interface Database {
  query: <T>(text: string) => Promise<T[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function openDatabase(): Promise<Database> {
  if (!onPostgres) {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `mis_migration_${randomBytes(6).toString("hex")}`;
  await createTestDatabase(serverUrl, name);
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  await client.connect();
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    migrate: (folder) => migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await dropTestDatabase(serverUrl, name);
    },
  };
}

afterAll(() => fs.rmSync(upTo0010, { recursive: true, force: true }));

describe("migration 0012 (audit_entries partitioned by month)", () => {
  it("keeps every existing entry as it was, each in its month's partition, keyed by (id, occurred_at)", { timeout: 60_000 }, async () => {
    const db = await openDatabase();
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

      await db.migrate(source);

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
