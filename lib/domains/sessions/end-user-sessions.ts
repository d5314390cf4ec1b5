import { and, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { userSessions } from "../../platform/db/schema";

type SessionEndReason = "signed_out" | "ended_by_user" | "password_changed" | "password_reset";

export interface EndUserSessionsOptions {
  userId: string;
  reason: SessionEndReason;
  now: Date;
  /** Only this session (of the user). */
  only?: string;
  /** Every session of the user but this one. */
  except?: string;
}

/**
 * Marks live sessions of one user ended, inside the caller's transaction (with its audit entry).
 * Each ended session is refused from its next request on, on every instance: the check is a read
 * of this row. Returns the ids ended; another user's session is never touched.
 */
export async function endUserSessions(executor: Executor, options: EndUserSessionsOptions): Promise<string[]> {
  const conditions = [eq(userSessions.userId, options.userId), isNull(userSessions.endedAt)];
  if (options.only) conditions.push(eq(userSessions.id, options.only));
  if (options.except) conditions.push(ne(userSessions.id, options.except));
  const ended = await executor
    .update(userSessions)
    .set({ endedAt: options.now, endReason: options.reason })
    .where(and(...conditions))
    .returning({ id: userSessions.id });
  return ended.map(({ id }) => id);
}
