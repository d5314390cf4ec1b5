import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, inject } from "vitest";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "./test-databases";

// Runs before every service test file. Each file gets a database of its own, migrated: an
// in-memory PGlite by default, or a fresh database on the server named by TEST_DATABASE_URL.
// Both start from a copy of one database the run migrated once (the *.global.ts set-ups);
// migrating again here finds nothing to do, and would catch a stale copy.

const serverUrl = process.env.TEST_DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;

if (process.env.VITEST_DATABASE === "postgres") {
  if (!serverUrl) throw new Error("The postgres project needs TEST_DATABASE_URL");
  const name = `${inject("postgresTestDatabasePrefix")}${randomBytes(6).toString("hex")}`;
  await createTestDatabase(serverUrl, name, inject("postgresTemplateDatabase"));
  process.env.DATABASE_URL = databaseUrl(serverUrl, name);
  dropDatabase = () => dropTestDatabase(serverUrl, name);
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
  process.env.PGLITE_LOAD_DATA_DIR = inject("pgliteTemplateFile");
}

const { migrateDatabase } = await import("../platform/db/migrate");
const { closeDb, getDb } = await import("../platform/db/client");
await migrateDatabase();
// The migration names each database for its usage counts in Redis; copies would share the name.
await getDb().execute(sql`update usage_namespace set id = gen_random_uuid()::text`);

afterAll(async () => {
  await closeDb();
  await dropDatabase?.();
});
