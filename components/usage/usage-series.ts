import type { components } from "@/clients/typescript/src";
import { formatClock, formatDate, formatDayAndMonth } from "@/lib/platform/format/date-time";

export type Usage = components["schemas"]["Usage"];
export type UsagePeriod = Usage["range"];

export const USAGE_PERIODS: { value: UsagePeriod; label: string }[] = [
  { value: "24h", label: "24 hours" },
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
];

/** Status classes, stacked bottom up; colours chosen to stay apart in light and dark and for common colour blindness. */
export const USAGE_SERIES = [
  { key: "status_2xx", label: "2xx", color: "#047857" },
  { key: "status_3xx", label: "3xx", color: "#1d4ed8" },
  { key: "status_4xx", label: "4xx", color: "#b45309" },
  { key: "status_5xx", label: "5xx", color: "#b91c1c" },
] as const;

/** The bucket's label on the axis: "14:00" for hours, "22 Nov" for days (UTC, the customer area's format). */
export function bucketAxisLabel(start: string, granularity: Usage["granularity"]): string {
  return granularity === "hour" ? formatClock(start) : formatDayAndMonth(start);
}

/** The bucket's full name in the table and the tooltip: "22 Nov 2026, 14:00" or "22 Nov 2026" (UTC). */
export function bucketName(start: string, granularity: Usage["granularity"]): string {
  return granularity === "day" ? formatDate(start) : `${formatDate(start)}, ${formatClock(start)}`;
}
