import { eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { userSessions } from "../../platform/db/schema";

/** Moves a session's "last seen" to now; the caller writes it at most once a minute (lastSeenIsDue). */
export async function recordSessionSeen(options: { sessionId: string; now: Date }): Promise<void> {
  await getDb().update(userSessions).set({ lastSeenAt: options.now }).where(eq(userSessions.id, options.sessionId));
}
