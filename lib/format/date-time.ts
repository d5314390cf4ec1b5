// Server-rendered dates are shown in UTC so server and browser render the same text.
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });

export function formatDateTime(value: Date | string): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

export function formatDate(value: Date | string): string {
  return date.format(new Date(value));
}

/** "14:05 UTC": a time later today, in the same 24-hour UTC as every date on the page. */
export function formatTime(value: Date | string): string {
  return `${time.format(new Date(value))} UTC`;
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
