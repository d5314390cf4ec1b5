import { formatDate, parseDateTime } from "./date-time";

// Days as the customer area shows them ("23 Nov 2026", UTC) and as the URL keeps them
// (`2026-11-23`): the same helper (date-time.ts) writes and reads both.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-23" → "23 Nov 2026"; anything else comes back unchanged. */
export function showDay(isoDay: string): string {
  const parsed = ISO_DAY.test(isoDay) ? parseDateTime(isoDay) : null;
  return parsed ? formatDate(`${parsed.day}T00:00:00Z`) : isoDay;
}

/** "23 Nov 2026", "23 november 2026" or "2026-11-23" → "2026-11-23"; null when it is not a real day (or has a time). */
export function parseDay(text: string): string | null {
  const parsed = parseDateTime(text);
  return parsed && !parsed.instant ? parsed.day : null;
}
