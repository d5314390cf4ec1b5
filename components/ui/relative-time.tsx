import { formatDateTime, formatRelative } from "@/lib/platform/format/date-time";

/**
 * "3 min ago" with the exact UTC time as a tooltip. Not a client component of its own: where a
 * server component draws it (the tables, the Security page), the text comes with the page and
 * the date formatting stays off the browser (issue 26); inside a client component (a module's
 * live status) it renders there too, a moment after the server, so a differing text on
 * hydration is expected and not a bug.
 */
export function RelativeTime({ value, className = "" }: { value: string | Date; className?: string }) {
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className} suppressHydrationWarning>
      {formatRelative(date)}
    </time>
  );
}
