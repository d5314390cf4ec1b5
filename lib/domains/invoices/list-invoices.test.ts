import { describe, expect, it } from "vitest";
import { isAppError } from "../../platform/errors/app-error";
import { shiftBillingPeriod } from "./billing-period";
import { listInvoices, type InvoiceKeyset } from "./list-invoices";
import { createAccountFixture, createInvoiceFixture } from "./testing/create-invoice-fixture";

async function accountWithInvoices(count: number) {
  const account = await createAccountFixture();
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const period = shiftBillingPeriod("2025-01", index);
    // Three invoices share one issue instant, so the id has to break the tie.
    const issuedAt = index >= 4 && index <= 6 ? new Date("2025-09-01T00:00:00Z") : undefined;
    ids.push((await createInvoiceFixture({ account, period, issuedAt })).invoice.id);
  }
  return { account, ids };
}

describe("listInvoices", () => {
  it("pages newest first by keyset, returning every invoice exactly once", async () => {
    const { account, ids } = await accountWithInvoices(11);
    const other = await createAccountFixture();
    await createInvoiceFixture({ account: other });

    const seen: string[] = [];
    let after: InvoiceKeyset | undefined;
    let pages = 0;
    do {
      const page = await listInvoices({ accountId: account.id, limit: 3, after });
      seen.push(...page.invoices.map(({ invoice }) => invoice.id));
      for (const { invoice, lines } of page.invoices) {
        expect(invoice.accountId).toBe(account.id);
        expect(lines.map((line) => line.invoiceId)).toEqual([invoice.id, invoice.id]);
        expect(lines.map((line) => line.position)).toEqual([1, 2]);
      }
      expect(page.hasMore).toBe(page.nextAfter !== null);
      after = page.nextAfter ?? undefined;
      pages++;
    } while (after);

    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(ids.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    const { invoices: all } = await listInvoices({ accountId: account.id, limit: 200 });
    expect(all.map(({ invoice }) => invoice.id)).toEqual(seen);
    const keys = all.map(({ invoice }) => [invoice.issuedAt.getTime(), invoice.id] as const);
    for (let index = 1; index < keys.length; index++) {
      const [previous, current] = [keys[index - 1]!, keys[index]!];
      expect(previous[0] > current[0] || (previous[0] === current[0] && previous[1] > current[1])).toBe(true);
    }
  });

  it("filters by period", async () => {
    const { account } = await accountWithInvoices(3);
    const page = await listInvoices({ accountId: account.id, limit: 10, period: "2025-02" });
    expect(page.invoices.map(({ invoice }) => invoice.period)).toEqual(["2025-02"]);
    expect(page.hasMore).toBe(false);
    expect((await listInvoices({ accountId: account.id, limit: 10, period: "2030-01" })).invoices).toEqual([]);
  });

  it("never shows another account's invoices", async () => {
    const { account } = await accountWithInvoices(2);
    const stranger = await createAccountFixture();
    expect((await listInvoices({ accountId: stranger.id, limit: 10 })).invoices).toEqual([]);
    expect((await listInvoices({ accountId: account.id, limit: 10 })).invoices).toHaveLength(2);
  });

  it("rejects a bad limit or period", async () => {
    const account = await createAccountFixture();
    for (const options of [{ limit: 0 }, { limit: 201 }, { limit: 1.5 }, { limit: 10, period: "2025-13" }]) {
      const error = await listInvoices({ accountId: account.id, ...options }).catch((e: unknown) => e);
      expect(isAppError(error, "validation_failed")).toBe(true);
    }
  });
});
