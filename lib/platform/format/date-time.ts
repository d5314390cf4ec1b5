// The customer area's one way of writing dates and times: "1 Sep 2026", "1 Sep 2026, 05:11 UTC",
// always in UTC so server and browser render the same text. Written by hand rather than with
// Intl: ICU's en-GB medium style prints "Sept" and changes with the runtime's ICU version.
// Date fields read back what these print (parseDateTime).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (value: number) => String(value).padStart(2, "0");

function utc(value: Date | string) {
  const date = new Date(value);
  return {
    day: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()]!,
    year: date.getUTCFullYear(),
    hours: two(date.getUTCHours()),
    minutes: two(date.getUTCMinutes()),
    seconds: two(date.getUTCSeconds()),
  };
}

/** "1 Sep 2026" */
export function formatDate(value: Date | string): string {
  const { day, month, year } = utc(value);
  return `${day} ${month} ${year}`;
}

/** "1 Sep 2026, 05:11 UTC" */
export function formatDateTime(value: Date | string): string {
  const { hours, minutes } = utc(value);
  return `${formatDate(value)}, ${hours}:${minutes} UTC`;
}

/** "1 Sep 2026, 05:11:09 UTC": for the audit journal, where seconds matter. */
export function formatDateTimeWithSeconds(value: Date | string): string {
  const { hours, minutes, seconds } = utc(value);
  return `${formatDate(value)}, ${hours}:${minutes}:${seconds} UTC`;
}

/** "14:05 UTC": a time later today, in the same 24-hour UTC as every date on the page. */
export function formatTime(value: Date | string): string {
  const { hours, minutes } = utc(value);
  return `${hours}:${minutes} UTC`;
}

/** "25 Nov": a day on a chart axis, where the year is the chart's. */
export function formatDayAndMonth(value: Date | string): string {
  const { day, month } = utc(value);
  return `${day} ${month}`;
}

/** "14:00": an hour on a chart axis labelled UTC. */
export function formatClock(value: Date | string): string {
  const { hours, minutes } = utc(value);
  return `${hours}:${minutes}`;
}

/** "3 min ago", "in 2 days": for recent events and near deadlines. */
export function formatRelative(value: Date | string, now = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
  ];
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, "second");
}

const SHOWN = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*UTC)?)?$/i;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?)?$/;

/** A day ("2026-11-23") or, when a time was typed, an instant ("2026-11-23T05:11:00Z"). */
export type ParsedDateTime = { day: string; instant?: undefined } | { day: string; instant: string };

/**
 * Reads what formatDate and formatDateTime print ("23 Nov 2026", "23 Nov 2026, 05:11 UTC"),
 * full month names and ISO forms, all as UTC; null when it is not a real day and time.
 */
export function parseDateTime(text: string): ParsedDateTime | null {
  const trimmed = text.trim();
  const shown = SHOWN.exec(trimmed);
  const iso = ISO.exec(trimmed);
  let year: number, month: number, day: number, time: string[] | undefined;
  if (shown) {
    [day, month, year] = [Number(shown[1]), MONTHS.findIndex((name) => name.toLowerCase() === shown[2]!.toLowerCase()) + 1, Number(shown[3])];
    time = shown[4] === undefined ? undefined : [shown[4], shown[5]!, shown[6] ?? "0"];
  } else if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    time = iso[4] === undefined ? undefined : [iso[4], iso[5]!, iso[6] ?? "0"];
  } else return null;
  const [hours, minutes, seconds] = (time ?? ["0", "0", "0"]).map(Number) as [number, number, number];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  if (month < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const isoDay = date.toISOString().slice(0, 10);
  return time ? { day: isoDay, instant: date.toISOString().replace(".000Z", "Z") } : { day: isoDay };
}

/** The instant a date field's text names, read as UTC (a day alone is its start); null when it names none. */
export function instantFromDateTimeText(text: string): Date | null {
  const parsed = parseDateTime(text);
  return parsed ? new Date(parsed.instant ?? `${parsed.day}T00:00:00Z`) : null;
}
