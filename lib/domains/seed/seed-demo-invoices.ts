import { systemActor } from "../audit";
import { billingPeriodOf, shiftBillingPeriod } from "../invoices";
import { issueMonthlyInvoice } from "../invoices";

const HISTORY_MONTHS = 13;

export interface SeedDemoInvoicesOptions {
  accountId: string;
  now: Date;
  /** Months before the current one whose invoice is void. */
  voidMonthsAgo: number;
}

/**
 * Issues the invoices of the 13 months before the current one, oldest first so numbers follow
 * the calendar: the last one open, one void, the others paid. Issuing is idempotent per
 * period, so a re-run only fills gaps. Returns how many were created.
 */
export async function seedDemoInvoices(options: SeedDemoInvoicesOptions): Promise<number> {
  const currentPeriod = billingPeriodOf(options.now);
  let created = 0;
  for (let monthsAgo = HISTORY_MONTHS; monthsAgo >= 1; monthsAgo--) {
    const status = monthsAgo === 1 ? "open" : monthsAgo === options.voidMonthsAgo ? "void" : "paid";
    const issued = await issueMonthlyInvoice({
      accountId: options.accountId,
      period: shiftBillingPeriod(currentPeriod, -monthsAgo),
      actor: systemActor("billing"),
      status,
    });
    if (issued.created) created++;
  }
  return created;
}
