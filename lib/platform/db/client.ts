import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg, { Pool } from "pg";
import { env, sessionDatabaseUrl } from "../env";
import { detachedFromRequest } from "../log-context";
import { logger } from "../logger";
import type { DatabaseListener, NotificationSubscriber } from "./database-listener";
import { acquireEmbeddedDatabaseLock } from "./embedded-lock";
import { createPgliteListener } from "./pglite-listener";
import { createPostgresListener } from "./postgres-listener";
import * as schema from "./schema";
import { processGlobal } from "../process-globals";
import { observePool } from "../telemetry/pool-metrics";

// The one place that chooses the database: a PostgreSQL pool when DATABASE_URL is set,
// otherwise embedded PGlite. Both speak the same schema and migrations. DATABASE_URL may be a
// transaction pooler (PgBouncer): then nothing sent through the pool relies on session state,
// and what does (LISTEN, advisory locks) connects to DATABASE_LISTEN_URL, the server itself.

/** Drizzle over either driver; both implement the same PostgreSQL query builder. */
export type Database = NodePgDatabase<typeof schema> & { $client: unknown };
/** The driver under drizzle, for what drizzle does not speak (COPY: lib/platform/db/copy-into.ts). */
export type DatabaseDriver = Pool | PGlite;
/** A transaction, or the database itself: what a service accepts to take part in a caller's transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "query" | "transaction">;

interface Connection {
  db: Database;
  kind: "postgres" | "pglite";
  /** The one LISTEN client of this process: worker wake-ups and cache invalidations share it. */
  listener: DatabaseListener;
  close: () => Promise<void>;
}

// One per process (lib/platform/process-globals.ts): Next bundles instrumentation and route handlers
// separately, and a module-level variable would open the embedded database twice.
const current = processGlobal<Connection>("db");

function connect(): Connection {
  if (env.DATABASE_URL) {
    // A bounded wait for a connection: during an outage requests fail fast (503) instead of queueing.
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10, connectionTimeoutMillis: 5000 });
    // A connection whose server goes away (restart, failover, network) emits 'error': on the
    // pool when idle, on the client itself when checked out (a transaction in flight). With no
    // listener Node treats it as unhandled and the process dies. The query in flight fails on
    // its own (a 503 or a worker retry), the pool drops the broken client and opens a fresh
    // one on next use, so logging is all there is to do. Message only: the error can carry
    // connection details. A pooled socket is opened inside the request that needed it, and its
    // 'error' runs in that request's context: logged detached, so the line names no request.
    const onConnectionError = (error: Error) =>
      detachedFromRequest(() => logger.warn({ error: error.message }, "database connection lost; the pool reconnects on next use"));
    pool.on("error", onConnectionError);
    observePool("main", pool);
    pool.on("connect", (client) => client.on("error", onConnectionError));
    const listener = createPostgresListener(sessionDatabaseUrl!);
    return {
      db: drizzleNodePg(pool, { schema }),
      kind: "postgres",
      listener,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const inMemory = env.PGLITE_DIR.startsWith("memory://");
  const directory = inMemory ? env.PGLITE_DIR : path.resolve(env.PGLITE_DIR);
  const releaseLock = inMemory ? () => {} : acquireEmbeddedDatabaseLock(directory);
  const loadDataDir = inMemory && env.PGLITE_LOAD_DATA_DIR ? new Blob([fs.readFileSync(env.PGLITE_LOAD_DATA_DIR)]) : undefined;
  const client = new PGlite(directory, { loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const listener = createPgliteListener(client);
  return {
    db,
    kind: "pglite",
    listener,
    close: async () => {
      await listener.close();
      await client.close();
      releaseLock();
    },
  };
}

function connection(): Connection {
  // Opened by whichever request comes first, but the process's: the embedded database, and the
  // pool's own handlers, belong to no request (the pool's sockets open later, each in the request that needs it).
  return current.get() ?? current.set(detachedFromRequest(connect));
}

/** The database, opened on first use (never at import, so `next build` opens nothing). */
export function getDb(): Database {
  return connection().db;
}

/** The pool or the embedded database that getDb() runs on. */
export function getDatabaseDriver(): DatabaseDriver {
  return getDb().$client as DatabaseDriver;
}

export function databaseKind(): Connection["kind"] {
  return connection().kind;
}

/** Subscribes to a NOTIFY channel of the database, payloads and LISTEN's ups and downs included. */
export function subscribeToDatabase(channel: string, subscriber: NotificationSubscriber): () => void {
  return connection().listener.subscribe(channel, subscriber);
}

/**
 * Calls `callback` on each NOTIFY on `channel` and whenever LISTEN starts to hold (what was sent
 * before it did is lost); see lib/platform/polling/work-notifications.ts.
 */
export function listenToDatabase(channel: string, callback: () => void): () => void {
  return subscribeToDatabase(channel, { onNotification: () => callback(), onListening: callback });
}

/** Names such sessions in pg_stat_activity, for operators (and the pooler test) to find them. */
export const SESSION_APPLICATION_NAME = "module-integrations session";

/**
 * A connection of its own to the PostgreSQL server itself (DATABASE_LISTEN_URL, else
 * DATABASE_URL), for work whose session state must last across statements, such as a
 * session-level advisory lock. The caller ends it.
 */
export async function connectSession(): Promise<pg.Client> {
  if (!sessionDatabaseUrl) throw new Error("connectSession needs DATABASE_URL");
  const client = new pg.Client({ connectionString: sessionDatabaseUrl, connectionTimeoutMillis: 5000, application_name: SESSION_APPLICATION_NAME });
  client.on("error", (error) => logger.warn({ error: error.message }, "database session lost"));
  await client.connect();
  return client;
}

/** Closes the database; scripts and tests must call it or the process lingers. */
export async function closeDb(): Promise<void> {
  const open = current.get();
  if (!open) return;
  current.delete();
  await open.close();
}
