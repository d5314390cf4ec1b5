import { describe, expect, it } from "vitest";
import { ProblemError } from "@/lib/adapters/api/problem";
import { isAppError } from "@/lib/platform/errors/app-error";
import { createAccountFixture, createInvoiceFixture } from "@/lib/domains/invoices/testing/create-invoice-fixture";
import { singleInvoiceForPdf } from "./single-invoice-for-pdf";

const request = (query = "") => new Request(`http://localhost/v1/invoices?format=pdf${query}`);

describe("singleInvoiceForPdf", () => {
  it("returns the one invoice of the period, and 404s a period without one", async () => {
    const account = await createAccountFixture();
    await createInvoiceFixture({ account, period: "2026-01" });
    const { invoice } = await createInvoiceFixture({ account, period: "2026-02" });
    const found = await singleInvoiceForPdf({ request: request("&period=2026-02"), accountId: account.id, period: "2026-02" });
    expect(found.invoice.id).toBe(invoice.id);
    const missing = await singleInvoiceForPdf({ request: request(), accountId: account.id, period: "2030-01" }).catch((e: unknown) => e);
    expect(isAppError(missing, "not_found")).toBe(true);
  });

  it("refuses several matches with a 400 that says how to pick one", async () => {
    const account = await createAccountFixture();
    await createInvoiceFixture({ account, period: "2026-01" });
    await createInvoiceFixture({ account, period: "2026-02" });
    const error = await singleInvoiceForPdf({ request: request(), accountId: account.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemError);
    const { init } = error as ProblemError;
    expect(init).toMatchObject({ status: 400, code: "several_invoices_match" });
    expect(init.detail).toContain("period=2026-02");
    expect(init.detail).toContain("/v1/invoices/{id}");
  });

  it("serves an account's only invoice without a period, and 404s an account with none", async () => {
    const account = await createAccountFixture();
    const { invoice } = await createInvoiceFixture({ account });
    expect((await singleInvoiceForPdf({ request: request(), accountId: account.id })).invoice.id).toBe(invoice.id);
    const empty = await createAccountFixture();
    expect(isAppError(await singleInvoiceForPdf({ request: request(), accountId: empty.id }).catch((e: unknown) => e), "not_found")).toBe(true);
  });

  it("refuses paging parameters, which only page the JSON list", async () => {
    const account = await createAccountFixture();
    const error = await singleInvoiceForPdf({ request: request("&limit=5&period=2026-01"), accountId: account.id, period: "2026-01" }).catch((e: unknown) => e);
    expect((error as ProblemError).init).toMatchObject({ status: 422, code: "validation_failed" });
    expect((error as ProblemError).init.errors?.[0]?.pointer).toBe("#/query/limit");
  });
});
