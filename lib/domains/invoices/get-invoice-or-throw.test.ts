import { describe, expect, it } from "vitest";
import { isAppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { getInvoiceOrThrow } from "./get-invoice-or-throw";
import { toInvoiceResource } from "./invoice-resource";
import { invoiceEtag } from "./invoice-etag";
import { createAccountFixture, createInvoiceFixture } from "./testing/create-invoice-fixture";

async function notFound(promise: Promise<unknown>): Promise<boolean> {
  return promise.then(
    () => false,
    (error: unknown) => isAppError(error, "not_found"),
  );
}

describe("getInvoiceOrThrow", () => {
  it("returns the account's invoice with its lines in order", async () => {
    const account = await createAccountFixture();
    const stored = await createInvoiceFixture({ account });
    const found = await getInvoiceOrThrow({ accountId: account.id, invoiceId: stored.invoice.id });
    expect(found.invoice).toEqual(stored.invoice);
    expect(found.lines.map((line) => line.position)).toEqual([1, 2]);
  });

  it("treats another account's invoice, an unknown id and a malformed id as not found", async () => {
    const owner = await createAccountFixture();
    const other = await createAccountFixture();
    const { invoice } = await createInvoiceFixture({ account: owner });
    expect(await notFound(getInvoiceOrThrow({ accountId: other.id, invoiceId: invoice.id }))).toBe(true);
    expect(await notFound(getInvoiceOrThrow({ accountId: owner.id, invoiceId: newId("inv") }))).toBe(true);
    for (const malformed of ["nope", "inv_", newId("mod"), `${invoice.id}'; drop table invoices; --`]) {
      expect(await notFound(getInvoiceOrThrow({ accountId: owner.id, invoiceId: malformed }))).toBe(true);
    }
  });
});

describe("toInvoiceResource and invoiceEtag", () => {
  it("maps to the contract's snake_case shape", async () => {
    const account = await createAccountFixture();
    const stored = await createInvoiceFixture({ account, period: "2026-01" });
    const resource = toInvoiceResource(stored);
    expect(resource).toEqual({
      id: stored.invoice.id,
      number: stored.invoice.number,
      period: "2026-01",
      issued_at: "2026-02-01T00:00:00.000Z",
      due_at: "2026-02-15T00:00:00.000Z",
      status: "open",
      currency: "EUR",
      tax_rate_bps: 2000,
      subtotal: 9900 + 2 * 14950,
      tax: 7960,
      total: 9900 + 2 * 14950 + 7960,
      lines: [
        { description: "CRM — January 2026", module_id: null, quantity: 1, unit_amount: 9900, amount: 9900 },
        { description: "HR & Payroll — January 2026", module_id: null, quantity: 2, unit_amount: 14950, amount: 29900 },
      ],
      // The fixture's account has no billing country or VAT id: domestic tax, nothing to name.
      customer: { country: null, vat_id: null, tax_treatment: "standard" },
    });
  });

  it("gives a strong ETag per content and representation", async () => {
    const account = await createAccountFixture();
    const resource = toInvoiceResource(await createInvoiceFixture({ account }));
    const json = invoiceEtag(resource, "json");
    expect(json).toMatch(/^"json-[A-Za-z0-9_-]{32}"$/);
    expect(invoiceEtag(structuredClone(resource), "json")).toBe(json);
    expect(invoiceEtag(resource, "pdf")).not.toBe(json.replace("json-", "pdf-"));
    expect(invoiceEtag({ ...resource, status: "paid" }, "json")).not.toBe(json);
  });
});
