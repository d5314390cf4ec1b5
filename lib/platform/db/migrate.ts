import path from "node:path";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { connectSession, databaseKind, getDb } from "./client";

const migrationsFolder = path.join(process.cwd(), "lib/platform/db/migrations");
// Any constant works; it only has to be the same in every process of this app.
export const MIGRATION_LOCK_KEY = 724_301_17;

/** Applies pending migrations; safe to call at every start, from several processes at once. */
export async function migrateDatabase(): Promise<void> {
  const db = getDb();
  if (databaseKind() === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several app instances and workers may start together: one migrates, the others wait. The
  // lock belongs to a session, so it is taken on a direct connection, never through a pooler.
  const client = await connectSession();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
