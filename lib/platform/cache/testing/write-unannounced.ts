import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";

/**
 * Runs `write` with the row triggers off for its transaction, as logical replication applies
 * rows: the caches hear nothing, which is how a test shows that an answer came from memory.
 */
export async function writeUnannounced(write: (tx: Executor) => Promise<unknown>): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}
