"use client";

import { formatDateTime, formatRelative } from "@/lib/platform/format/date-time";

/**
 * "3 min ago" with the exact UTC time as a tooltip. Server and browser render it a moment
 * apart, so a differing text on hydration is expected and not a bug.
 */
export function RelativeTime({ value, className = "" }: { value: string | Date; className?: string }) {
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className} suppressHydrationWarning>
      {formatRelative(date)}
    </time>
  );
}
