// When the runner looks at a module again. Constants, not settings: the contract fixes no
// interval, and one place keeps the runner, the transition service and the tests in step.

/** Next sync after a successful one. */
export const SYNC_INTERVAL_MS = 15 * 60 * 1000;

/** Retry after a failed sync: sooner than the regular interval, not so soon that it hammers. */
export const SYNC_RETRY_INTERVAL_MS = 5 * 60 * 1000;

/**
 * A module left `syncing` with no progress for this long lost its runner (process killed,
 * crash): the runner marks it failed so it is retried instead of hanging forever.
 */
export const STALLED_SYNC_AFTER_MS = 15 * 60 * 1000;

/** Progress ticks are written at most this often, so a chatty adapter costs few writes. */
export const PROGRESS_WRITE_INTERVAL_MS = 1000;
