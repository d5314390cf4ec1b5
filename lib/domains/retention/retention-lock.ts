import { connectSession, databaseKind } from "../../platform/db/client";

/** Any constant works; it only has to be the same in every process of this app (see MIGRATION_LOCK_KEY). */
export const RETENTION_LOCK_KEY = 724_301_18;

// The embedded database has one session for the whole process, where an advisory lock is
// re-entrant: a flag keeps this process's runs apart (and another process cannot open PGlite).
let runningHere = false;

/**
 * Runs `work` if no other run holds the retention lock, anywhere; returns null at once otherwise.
 * On PostgreSQL the lock is a session advisory lock on a direct connection of its own
 * (DATABASE_LISTEN_URL behind PgBouncer), held for the whole run; the work itself goes through
 * the pool. Were that connection lost mid-run, a second instance could start: each step stays
 * correct then too (deletes are by condition, a partition already dropped is skipped).
 */
export async function withRetentionLock<T>(work: () => Promise<T>): Promise<T | null> {
  if (runningHere) return null;
  runningHere = true;
  try {
    if (databaseKind() === "pglite") return await work();
    const session = await connectSession();
    try {
      const { rows } = await session.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [RETENTION_LOCK_KEY]);
      if (!rows[0]?.locked) return null;
      try {
        return await work();
      } finally {
        await session.query("select pg_advisory_unlock($1)", [RETENTION_LOCK_KEY]).catch(() => {});
      }
    } finally {
      await session.end().catch(() => {});
    }
  } finally {
    runningHere = false;
  }
}
