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
import { createTestDatabase, databaseUrl, dropTestDatabase } from "./test-databases";

// For tests of one data migration: a database of the test's own (VITEST_DATABASE picks the
// engine), migrated to just before the migration, given rows in the old shape, then to the end.

/** The project's migrations folder: migrating to it applies every migration. */
export const allMigrations = path.join(process.cwd(), "lib/platform/db/migrations");

interface JournalEntry {
  idx: number;
  tag: string;
}

/**
 * A temporary copy of the migrations whose journal stops before the migration whose tag ends with
 * `tagSuffix` (found by name, so renumbering at a merge does not break the test). Remove it after.
 */
export function migrationsBefore(tagSuffix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-"));
  fs.cpSync(allMigrations, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: JournalEntry[] };
  const target = journal.entries.find((entry) => entry.tag.endsWith(tagSuffix));
  if (!target) throw new Error(`No migration named *${tagSuffix} in the journal`);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < target.idx) }));
  return folder;
}

export interface MigrationTestDatabase {
  query: <T>(text: string) => Promise<T[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

export async function openMigrationTestDatabase(): Promise<MigrationTestDatabase> {
  if (process.env.VITEST_DATABASE !== "postgres") {
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
