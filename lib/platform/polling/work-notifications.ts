import { sql } from "drizzle-orm";
import { listenToDatabase, type Executor } from "../db/client";

// Background work wakes on events instead of waiting for its next poll: whoever creates work
// NOTIFYs in the same transaction (PostgreSQL delivers it only on commit, so the worker never
// wakes before the rows are visible), and workers LISTEN. Polling stays as the safety net for
// a missed notification (listener reconnecting) and for work that becomes due with time.

export const WORK_CHANNELS = {
  /** An outbox event or a delivery is ready to send. */
  webhooks: "webhook_work",
  /** A module's sync is due now. */
  syncs: "sync_work",
} as const;

export type WorkChannel = (typeof WORK_CHANNELS)[keyof typeof WORK_CHANNELS];

/** Wakes the workers of `channel` once the caller's transaction commits. */
export async function notifyWork(executor: Executor, channel: WorkChannel): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, '')`);
}

/** Calls `wake` whenever work is announced on `channel`; returns the unsubscribe. */
export function onWork(channel: WorkChannel, wake: () => void): () => void {
  return listenToDatabase(channel, wake);
}
