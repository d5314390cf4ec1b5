import { AppError } from "../../platform/errors/app-error";

// A billing period is a calendar month in UTC, written `YYYY-MM`.
const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthLabel = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export function isBillingPeriod(value: string): boolean {
  return PERIOD_PATTERN.test(value);
}

/** The period's first instant and the first instant of the next month (exclusive end), UTC. */
export function billingPeriodRange(period: string): { start: Date; end: Date } {
  const match = PERIOD_PATTERN.exec(period);
  if (!match) {
    throw new AppError("validation_failed", `Invalid billing period "${period}": use YYYY-MM.`, [
      { pointer: "#/period", detail: "Must be a month written YYYY-MM." },
    ]);
  }
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  return { start: new Date(Date.UTC(year, monthIndex, 1)), end: new Date(Date.UTC(year, monthIndex + 1, 1)) };
}

/** The period that contains this instant. */
export function billingPeriodOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The period `months` later (negative: earlier). */
export function shiftBillingPeriod(period: string, months: number): string {
  const { start } = billingPeriodRange(period);
  return billingPeriodOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1)));
}

/** `March 2025`: how the period reads on an invoice line. */
export function billingPeriodLabel(period: string): string {
  return monthLabel.format(billingPeriodRange(period).start);
}
