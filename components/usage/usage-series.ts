import type { components } from "@/clients/typescript/src";

export type Usage = components["schemas"]["Usage"];
export type UsageBucket = Usage["data"][number];
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

/** The bucket's label on the axis: "14:00" for hours, "11-22" for days. */
export function bucketAxisLabel(start: string, granularity: Usage["granularity"]): string {
  return granularity === "hour" ? start.slice(11, 16) : start.slice(5, 10);
}

/** The bucket's full name in the table and the tooltip: "2026-11-22 14:00" or "2026-11-22" (UTC). */
export function bucketName(start: string, granularity: Usage["granularity"]): string {
  return granularity === "day" ? start.slice(0, 10) : `${start.slice(0, 10)} ${start.slice(11, 16)}`;
}
