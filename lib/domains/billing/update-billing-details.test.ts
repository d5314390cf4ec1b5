import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor, type Actor } from "../audit/actor";
import { isAppError } from "../../platform/errors/app-error";
import { issueMonthlyInvoice } from "../invoices/issue-monthly-invoice";
import { toInvoiceResource } from "../invoices/invoice-resource";
import type { MembershipRole } from "../../platform/schemas/roles";
import { createUser } from "../users/create-user";
import { updateBillingDetails } from "./update-billing-details";

let slug = 0;
async function accountWith(role: MembershipRole): Promise<{ accountId: string; actor: Actor }> {
  const accountId = (await createAccount({ actor: systemActor(), slug: `billing-${++slug}`, name: "Acme" })).id;
  const { user } = await createUser({ accountId, actor: systemActor(), email: `${role}-${slug}@billing.test`, password: "a long enough password", role });
  return { accountId, actor: { type: "user", id: user.id, display: user.email } };
}

const details = { companyName: "Acme SAS", billingAddress: ["12 rue de Rivoli", "75001 Paris"], country: "FR", vatId: "fr 40 303 265 045" };

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe("updateBillingDetails", () => {
  it("is for owners and admins only", async () => {
    for (const role of ["developer", "viewer"] as const) {
      const { accountId, actor } = await accountWith(role);
      const error = await refusal(updateBillingDetails({ accountId, actor, ...details }));
      expect(error.code).toBe("forbidden");
      expect(error.message).toBe(`As a ${role} you may not change the billing details. Ask an owner or admin of the account.`);
    }
  });

  it("refuses a VAT id with a wrong check digit, saying what is wrong", async () => {
    const { accountId, actor } = await accountWith("admin");
    const error = await refusal(updateBillingDetails({ accountId, actor, ...details, vatId: "FR41303265045" }));
    expect(error.fieldErrors).toEqual([{ pointer: "#/vatId", detail: expect.stringContaining("check digit does not match") }]);
  });

  it("applies to the next invoice; an issued invoice keeps what it was issued to", async () => {
    const { accountId, actor } = await accountWith("owner");
    const before = await issueMonthlyInvoice({ accountId, period: "2026-09", actor: systemActor() });
    await updateBillingDetails({ accountId, actor, ...details });
    const after = await issueMonthlyInvoice({ accountId, period: "2026-10", actor: systemActor() });

    expect(after.invoice).toMatchObject({ customerName: "Acme SAS", customerAddress: details.billingAddress, customerCountry: "FR", customerVatId: "FR40303265045" });
    expect(toInvoiceResource(after).customer).toEqual({ country: "FR", vat_id: "FR40303265045", tax_treatment: "reverse_charge" });

    const again = await issueMonthlyInvoice({ accountId, period: "2026-09", actor: systemActor() });
    expect(again.invoice).toMatchObject({ customerName: "Acme", customerCountry: null, customerVatId: null });
    expect(toInvoiceResource(again).customer).toEqual(toInvoiceResource(before).customer);
  });
});
