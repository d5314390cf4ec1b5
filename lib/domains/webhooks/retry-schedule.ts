// When a failed delivery is tried again: after the first attempt, these waits in turn, each
// spread by ±20 % so that endpoints recovering from an outage are not hit by a synchronized wave.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR];
/** The first attempt plus one per retry delay. */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const JITTER = 0.2;
/** A Retry-After longer than this is capped: the receiver cannot park a delivery forever. */
const MAX_RETRY_AFTER_MS = 24 * HOUR;
/** The longest a delivery ever waits between two attempts: the longest delay at its most spread (a Retry-After is capped below it). */
export const LONGEST_RETRY_WAIT_MS = Math.max(Math.max(...RETRY_DELAYS_MS) * (1 + JITTER), MAX_RETRY_AFTER_MS);

/** Retry-After in milliseconds from `now`: delta seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * SECOND, MAX_RETRY_AFTER_MS);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(date - now.getTime(), 0), MAX_RETRY_AFTER_MS);
}

export interface NextRetryDelayInput {
  /** Attempts made so far, including the one that just failed. */
  attemptCount: number;
  /** HTTP status of the failed attempt, null when no response came. */
  status: number | null;
  retryAfter: string | null;
  now: Date;
  /** Uniform in [0, 1); injectable for tests. */
  random?: () => number;
}

/** How long to wait before the next attempt, or null when the schedule is used up. */
export function nextRetryDelayMs(input: NextRetryDelayInput): number | null {
  const base = RETRY_DELAYS_MS[input.attemptCount - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * (input.random ?? Math.random)()));
  // Retry-After is honoured on 429 and 503 only, and only when it asks for a longer wait.
  const honoured = input.status === 429 || input.status === 503 ? parseRetryAfter(input.retryAfter, input.now) : null;
  return Math.max(jittered, honoured ?? 0);
}
