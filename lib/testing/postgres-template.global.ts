import path from "node:path";
import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createTestDatabase, databaseUrl, dropTestDatabase, listDatabases, waitUntilDatabaseUnused } from "./test-databases";

// Once per run of the PostgreSQL project: one migrated database on the TEST_DATABASE_URL
// server, which each test file's database is copied from (`create database … template`, about
// 0.2 s, against about 1 s to create and migrate one). At the end of the run it drops the
// template and every file's database still there: vitest runs no hooks in a file whose tests are
// all skipped, so such a file cannot drop its own.

declare module "vitest" {
  interface ProvidedContext {
    postgresTemplateDatabase: string;
    /** Each test file's database is named with it, so the run can find those left behind. */
    postgresTestDatabasePrefix: string;
  }
}

export default async function createPostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The postgres project needs TEST_DATABASE_URL");
  const run = randomBytes(4).toString("hex");
  const name = `mis_template_${run}`;
  const prefix = `mis_test_${run}_`;
  await createTestDatabase(serverUrl, name);
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), "lib/platform/db/migrations") });
  } finally {
    await client.end();
  }
  await waitUntilDatabaseUnused(serverUrl, name);
  project.provide("postgresTemplateDatabase", name);
  project.provide("postgresTestDatabasePrefix", prefix);
  return async () => {
    for (const leftover of await listDatabases(serverUrl, prefix)) await dropTestDatabase(serverUrl, leftover);
    await dropTestDatabase(serverUrl, name);
  };
}
