import { describe, expect, it } from "vitest";
import { isAppError } from "../../platform/errors/app-error";
import { getInvoicePdf, prepareInvoicePdf } from "./get-invoice-pdf";
import { createAccountFixture, createInvoiceFixture } from "./testing/create-invoice-fixture";
import { runPoppler } from "./testing/poppler";

describe("getInvoicePdf", () => {
  it("renders the account's invoice with a stable strong ETag and a file name", async () => {
    const account = await createAccountFixture();
    const { invoice } = await createInvoiceFixture({ account });
    const first = await getInvoicePdf({ accountId: account.id, invoiceId: invoice.id });
    const again = await getInvoicePdf({ accountId: account.id, invoiceId: invoice.id });

    expect(first.filename).toBe(`invoice-${invoice.number}.pdf`);
    expect(first.etag).toMatch(/^"pdf-[A-Za-z0-9_-]{32}"$/);
    expect(again.etag).toBe(first.etag);
    expect(again.pdf.equals(first.pdf)).toBe(true);
    expect(await runPoppler("pdftotext", first.pdf)).toContain(invoice.number);
  });

  it("changes the ETag when something printed changes", async () => {
    const account = await createAccountFixture();
    const { invoice } = await createInvoiceFixture({ account });
    const before = await getInvoicePdf({ accountId: account.id, invoiceId: invoice.id });
    const { getDb } = await import("../../platform/db/client");
    const { accounts } = await import("../../platform/db/schema");
    const { eq } = await import("drizzle-orm");
    await getDb().update(accounts).set({ billingAddress: ["Elsewhere 1", "Paris"] }).where(eq(accounts.id, account.id));
    const after = await getInvoicePdf({ accountId: account.id, invoiceId: invoice.id });
    expect(after.etag).not.toBe(before.etag);
    expect(await runPoppler("pdftotext", after.pdf)).toContain("Elsewhere 1");
  });

  it("does not render another account's invoice", async () => {
    const owner = await createAccountFixture();
    const other = await createAccountFixture();
    const { invoice } = await createInvoiceFixture({ account: owner });
    const error = await getInvoicePdf({ accountId: other.id, invoiceId: invoice.id }).catch((e: unknown) => e);
    expect(isAppError(error, "not_found")).toBe(true);
  });

  it("knows the ETag and file name before rendering, so a 304 needs no render", async () => {
    const account = await createAccountFixture();
    const { invoice } = await createInvoiceFixture({ account });
    const prepared = await prepareInvoicePdf({ accountId: account.id, invoiceId: invoice.id });
    const rendered = await getInvoicePdf({ accountId: account.id, invoiceId: invoice.id });
    expect(prepared.etag).toBe(rendered.etag);
    expect(prepared.filename).toBe(rendered.filename);
    expect((await prepared.render()).equals(rendered.pdf)).toBe(true);
  });
});
