import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { modules } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { issueMonthlyInvoice } from "./issue-monthly-invoice";
import { renderInvoicePdf } from "./render-invoice-pdf";
import { runPoppler } from "./testing/poppler";
import { REVERSE_CHARGE_NOTE } from "./tax-treatment";

const actor = systemActor("billing");

async function accountWithOneModule(slug: string, extra: { country?: string; vatId?: string }) {
  const account = await createAccount({ actor, slug, name: `${slug} GmbH`, taxRateBps: 2000, currency: "EUR", billingAddress: ["Berlin"], ...extra });
  await getDb()
    .insert(modules)
    .values({ id: newId("mod"), accountId: account.id, key: "crm", name: "CRM", monthlyPrice: 10_000, activatedAt: new Date("2026-01-05T08:00:00Z") });
  return account;
}

describe("VAT on monthly invoices", () => {
  it("reverse-charges a German business with a VAT id at 0 %, and says so on the PDF with its VAT id", async () => {
    const account = await accountWithOneModule("rc-de-vat", { country: "DE", vatId: "DE 298 765 432" });
    const { invoice, lines } = await issueMonthlyInvoice({ accountId: account.id, period: "2026-02", actor });
    expect(invoice).toMatchObject({ taxRateBps: 0, tax: 0, total: invoice.subtotal, reverseCharge: true, customerCountry: "DE", customerVatId: "DE298765432" });
    const pdf = await renderInvoicePdf({ invoice, lines, account });
    const text = (await runPoppler("pdftotext", pdf, ["-layout"])).replace(/\s+/g, " ");
    expect(text).toContain("VAT ID DE298765432");
    expect(text).toContain("VAT (0%, reverse charge)");
    expect(text).toContain(REVERSE_CHARGE_NOTE.replace(/\s+/g, " ").slice(0, 40));
  });

  it("charges the account's rate to a German customer without a VAT id", async () => {
    const account = await accountWithOneModule("rc-de-none", { country: "DE" });
    const { invoice } = await issueMonthlyInvoice({ accountId: account.id, period: "2026-02", actor });
    expect(invoice).toMatchObject({ taxRateBps: 2000, reverseCharge: false, customerVatId: null });
    expect(invoice.tax).toBeGreaterThan(0);
  });
});
