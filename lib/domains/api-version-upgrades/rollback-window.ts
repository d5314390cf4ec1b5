/** How long after an upgrade the account may return to the version it left (issue 33: 72 hours). */
export const ROLLBACK_WINDOW_MS = 72 * 3_600_000;

/** Until when the last upgrade can be rolled back; null when there is nothing to roll back. */
export function rollbackDeadline(account: { apiVersionPrevious: string | null; apiVersionChangedAt: Date | null }): Date | null {
  if (!account.apiVersionPrevious || !account.apiVersionChangedAt) return null;
  return new Date(account.apiVersionChangedAt.getTime() + ROLLBACK_WINDOW_MS);
}
