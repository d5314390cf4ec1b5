import { newId } from "../../platform/ids";

/** An invoice's id and its number in the account's own sequence (`ACME-000042`). */
export function invoiceIdentity(account: { id: string; slug: string }, sequence: number) {
  return { id: newId("inv"), accountId: account.id, number: `${account.slug.toUpperCase()}-${String(sequence).padStart(6, "0")}`, sequence };
}
