import type { UserSession } from "../../platform/db/schema";

/** Auth.js' JWT lifetime, renewed by each request: a session idle this long cannot be used again. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** How often a session's "last seen" is written: at most once a minute, not on every request. */
const LAST_SEEN_INTERVAL_MS = 60_000;

/**
 * A session is live until it is ended (signed out, ended from another session, a password
 * change or reset) and while it began after the user's `sessions_valid_after`, which a reset
 * also moves: either one ends it.
 */
export function sessionIsLive(session: Pick<UserSession, "endedAt" | "createdAt">, sessionsValidAfter: Date | null): boolean {
  if (session.endedAt) return false;
  return !sessionsValidAfter || session.createdAt.getTime() > sessionsValidAfter.getTime();
}

export function lastSeenIsDue(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS;
}

/** How long after its last recorded request a session expires (the JWT's lifetime, and the "last seen" write's slack). */
export const SESSION_IDLE_LIMIT_MS = SESSION_MAX_AGE_SECONDS * 1000 + LAST_SEEN_INTERVAL_MS;

/** Idle past the JWT's lifetime: its cookie has expired, so it is no longer listed. */
export function sessionHasExpired(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > SESSION_IDLE_LIMIT_MS;
}
