// Access tokens live from 1 hour to 90 days, chosen at creation.
export const MIN_TOKEN_VALIDITY_SECONDS = 60 * 60;
export const MAX_TOKEN_VALIDITY_SECONDS = 90 * 24 * 60 * 60;

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** Parses `90m`, `1h`, `7d`, `2w` into seconds; null when the text is not such a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhdw])$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * UNIT_SECONDS[match[2]!]!;
}

export function isValidTokenValidity(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= MIN_TOKEN_VALIDITY_SECONDS && seconds <= MAX_TOKEN_VALIDITY_SECONDS;
}

// When a token is "expiring": in the last fifth of its life, or in its last week for a token of
// 30 days or more. A 24-hour token is not news the minute it is made; a 90-day one is worth a
// week's notice. The token list's badge, the overview's count and the expiry mails all ask here.

const DAY_MS = 86_400_000;
/** Tokens valid at least this long are warned in their last LONG_LIVED_WARNING_MS. */
const LONG_LIVED_TOKEN_MS = 30 * DAY_MS;
export const LONG_LIVED_WARNING_MS = 7 * DAY_MS;
/** Shorter tokens are warned in this last share of their life. */
const WARNING_SHARE = 0.2;

type Instant = Date | string;
const ms = (value: Instant) => new Date(value).getTime();

/** How long before its expiry a token of this total validity is shown as expiring. */
export function expiryWarningWindowMs(validityMs: number): number {
  return validityMs >= LONG_LIVED_TOKEN_MS ? LONG_LIVED_WARNING_MS : Math.max(0, validityMs) * WARNING_SHARE;
}

/** True for a live token inside its warning window (an expired token is no longer "expiring"). */
export function isTokenExpiringSoon(token: { createdAt: Instant; expiresAt: Instant }, now: Date = new Date()): boolean {
  const left = ms(token.expiresAt) - now.getTime();
  return left > 0 && left <= expiryWarningWindowMs(ms(token.expiresAt) - ms(token.createdAt));
}

/**
 * The shortest validity whose warning window reaches `leadMs` before expiry: a mail saying
 * "expires in 7 days" goes only to tokens the list already shows as expiring 7 days out.
 * Null when no token is warned that early.
 */
export function shortestValidityWarnedAt(leadMs: number): number | null {
  if (leadMs > LONG_LIVED_WARNING_MS) return null;
  const byShare = leadMs / WARNING_SHARE;
  return byShare <= LONG_LIVED_TOKEN_MS ? byShare : LONG_LIVED_TOKEN_MS;
}
