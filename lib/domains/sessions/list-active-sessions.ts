import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { userSessions, users } from "../../platform/db/schema";
import { describeDevice } from "./describe-device";
import { sessionHasExpired, sessionIsLive } from "./session-liveness";

export interface ActiveSession {
  id: string;
  /** "Chrome on Linux", from the user agent at sign-in. */
  device: string;
  ip: string | null;
  signInMethod: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session this list was asked from. */
  current: boolean;
}

/** The user's live sessions (not ended, not expired), the current one first, then the most recently seen. */
export async function listActiveSessions(options: { userId: string; currentSessionId: string; now?: Date }): Promise<ActiveSession[]> {
  const now = options.now ?? new Date();
  const rows = await getDb()
    .select({ session: userSessions, sessionsValidAfter: users.sessionsValidAfter })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.userId, options.userId), isNull(userSessions.endedAt)))
    .orderBy(desc(userSessions.lastSeenAt));
  return rows
    .filter(({ session, sessionsValidAfter }) => sessionIsLive(session, sessionsValidAfter) && !sessionHasExpired(session.lastSeenAt, now))
    .map(({ session }) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      ip: session.ip,
      signInMethod: session.signInMethod,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      current: session.id === options.currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
