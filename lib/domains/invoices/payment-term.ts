// When an issued invoice falls due: a fixed term after its issue (the end of its month).

const PAYMENT_TERM_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export function dueDateOf(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PAYMENT_TERM_DAYS * DAY_MS);
}
