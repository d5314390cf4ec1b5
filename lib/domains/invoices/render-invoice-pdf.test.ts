import { describe, expect, it } from "vitest";
import { formatMoney } from "../../platform/format/money";
import { renderInvoicePdf } from "./render-invoice-pdf";
import { createAccountFixture, createInvoiceFixture } from "./testing/create-invoice-fixture";
import { runPoppler } from "./testing/poppler";

async function fixture() {
  const account = await createAccountFixture({ name: "Acme Corp" });
  const stored = await createInvoiceFixture({
    account,
    period: "2026-03",
    lines: [
      { description: "CRM — March 2026", unitAmount: 9900 },
      { description: "ERP Finance — March 2026", unitAmount: 29900 },
      { description: "HR & Payroll — March 2026", quantity: 3, unitAmount: 14900 },
    ],
  });
  return { account, ...stored };
}

describe("renderInvoicePdf", () => {
  it("writes searchable text: number, period, every line and the totals", async () => {
    const { account, invoice, lines } = await fixture();
    const text = await runPoppler("pdftotext", await renderInvoicePdf({ invoice, lines, account }), ["-layout"]);

    expect(text).toContain(invoice.number);
    expect(text).toContain("March 2026 (2026-03)");
    for (const line of lines) expect(text).toContain(line.description);
    expect(text).toContain(formatMoney(invoice.total, "EUR"));
    expect(text).toContain(formatMoney(invoice.subtotal, "EUR"));
    expect(text).toContain("Tax (20%)");
    expect(text).toContain("Friedrichstraße 68");
    expect(text).toContain("Integrations Cloud Ltd");
  });

  it("embeds every font it uses", async () => {
    const { account, invoice, lines } = await fixture();
    const report = await runPoppler("pdffonts", await renderInvoicePdf({ invoice, lines, account }));
    // Header, dashes, then one row per font; the emb column is the third from the right of type/encoding.
    const rows = report.trim().split("\n").slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/DejaVuSans/);
      expect(row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/); // emb, sub, uni
    }
  });

  it("renders the same invoice to the same bytes, with dates from the invoice", async () => {
    const { account, invoice, lines } = await fixture();
    const first = await renderInvoicePdf({ invoice, lines, account });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // a clock-derived date would now differ
    const second = await renderInvoicePdf({ invoice, lines: [...lines].reverse(), account });
    expect(second.equals(first)).toBe(true);

    const info = await runPoppler("pdfinfo", first, ["-isodates"]);
    expect(info).toMatch(new RegExp(`CreationDate:\\s+${invoice.issuedAt.toISOString().slice(0, 19)}`));
    expect(info).toContain(`Title:           Invoice ${invoice.number}`);
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
  });

  it("gives a different file for a different invoice", async () => {
    const { account, invoice, lines } = await fixture();
    const first = await renderInvoicePdf({ invoice, lines, account });
    const changed = await renderInvoicePdf({ invoice: { ...invoice, status: "paid" }, lines, account });
    expect(changed.equals(first)).toBe(false);
  });
});
