import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import pg from "pg";

// Runs before every service test file. Each file gets a database of its own, migrated:
// in-memory PGlite by default, or a fresh database on the server named by TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;

if (process.env.VITEST_DATABASE === "postgres") {
  if (!serverUrl) throw new Error("The postgres project needs TEST_DATABASE_URL");
  const name = `mis_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    // pg's Pool.end() resolves before its sockets have closed; a forced drop meanwhile kills
    // those sessions and their clients raise "terminating connection" as an unhandled error.
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await cleanup.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

const { migrateDatabase } = await import("../db/migrate");
const { closeDb } = await import("../db/client");
await migrateDatabase();

afterAll(async () => {
  await closeDb();
  await dropDatabase?.();
});
