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
