// Days in the one format the customer area shows them ("23 Nov 2026", UTC), read back from
// what an admin types. The URL keeps ISO days (`2026-11-23`).

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHOWN_DAY = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/;

/** "2026-11-23" → "23 Nov 2026"; anything else comes back unchanged. */
export function showDay(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return isoDay;
  const month = MONTHS[Number(match[2]) - 1];
  if (!month) return isoDay;
  return `${Number(match[3])} ${month[0]!.toUpperCase()}${month.slice(1)} ${match[1]}`;
}

/** "23 Nov 2026", "23 november 2026" or "2026-11-23" → "2026-11-23"; null when it is not a real day. */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  let year: number, month: number, day: number;
  const iso = ISO_DAY.exec(trimmed);
  const shown = SHOWN_DAY.exec(trimmed);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (shown) [day, month, year] = [Number(shown[1]), MONTHS.indexOf(shown[2]!.toLowerCase()) + 1, Number(shown[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
