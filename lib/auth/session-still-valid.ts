/** False for a session begun before the user's sessions were ended (a password reset). */
export function sessionStillValid(signedInAt: number | undefined, sessionsValidAfter: Date | null): boolean {
  if (!sessionsValidAfter) return true;
  return signedInAt !== undefined && signedInAt > sessionsValidAfter.getTime();
}
