import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { stopListening } from "../cache/listen-for-invalidations";
import { env } from "../env";
import { acquireEmbeddedDatabaseLock } from "./embedded-lock";
import * as schema from "./schema";

// The one place that chooses the database: a PostgreSQL pool when DATABASE_URL is set,
// otherwise embedded PGlite. Both speak the same schema and migrations.

/** Drizzle over either driver; both implement the same PostgreSQL query builder. */
export type Database = NodePgDatabase<typeof schema> & { $client: unknown };
/** A transaction, or the database itself: what a service accepts to take part in a caller's transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "query" | "transaction">;

interface Connection {
  db: Database;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
}

// Held on globalThis because Next bundles instrumentation and route handlers separately:
// a module-level variable would open the embedded database twice in one process.
const connectionKey = Symbol.for("module-integrations.db");
type GlobalWithConnection = typeof globalThis & { [connectionKey]?: Connection };
const holder = globalThis as GlobalWithConnection;

function connect(): Connection {
  if (env.DATABASE_URL) {
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 });
    return { db: drizzleNodePg(pool, { schema }), kind: "postgres", close: () => pool.end() };
  }
  const inMemory = env.PGLITE_DIR.startsWith("memory://");
  const directory = inMemory ? env.PGLITE_DIR : path.resolve(env.PGLITE_DIR);
  const releaseLock = inMemory ? () => {} : acquireEmbeddedDatabaseLock(directory);
  const client = new PGlite(directory);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

function connection(): Connection {
  holder[connectionKey] ??= connect();
  return holder[connectionKey];
}

/** The database, opened on first use (never at import, so `next build` opens nothing). */
export function getDb(): Database {
  return connection().db;
}

export function databaseKind(): Connection["kind"] {
  return connection().kind;
}

/** Closes the database; scripts and tests must call it or the process lingers. */
export async function closeDb(): Promise<void> {
  // The cache-invalidation listener holds a connection of its own (PostgreSQL or Redis).
  await stopListening();
  const current = holder[connectionKey];
  if (!current) return;
  delete holder[connectionKey];
  await current.close();
}
