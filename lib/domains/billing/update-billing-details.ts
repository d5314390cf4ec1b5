import { eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { findMembershipRole } from "../members";
import { getDb } from "../../platform/db/client";
import { accounts } from "../../platform/db/schema";
import { AppError, type FieldError } from "../../platform/errors/app-error";
import { assertRoleMay } from "../members";
import { validateVatId } from "./validate-vat-id";

export interface BillingDetails {
  companyName: string;
  /** One line per entry, up to 6. */
  billingAddress: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Empty for none. */
  vatId: string;
}

export interface UpdateBillingDetailsOptions extends BillingDetails {
  accountId: string;
  /** An owner or admin; the role is read from the database. */
  actor: Actor;
  origin?: RequestOrigin;
}

/** Changes what the next invoice is issued to; invoices already issued keep their copy. */
export async function updateBillingDetails(options: UpdateBillingDetailsOptions): Promise<BillingDetails> {
  const details = validate(options);
  return getDb().transaction(async (tx) => {
    const role = options.actor.id ? await findMembershipRole({ userId: options.actor.id, accountId: options.accountId }, tx) : null;
    if (!role) throw new AppError("forbidden", "You are no longer a member of this account.");
    assertRoleMay(role, "manage_billing");
    const [before] = await tx.select().from(accounts).where(eq(accounts.id, options.accountId)).for("update");
    if (!before) throw new AppError("not_found", "There is no such account.");
    await tx
      .update(accounts)
      .set({ companyName: details.companyName, billingAddress: details.billingAddress, country: details.country, vatId: details.vatId || null })
      .where(eq(accounts.id, options.accountId));
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "account.billing_details_changed",
      resource: { type: "account", id: options.accountId },
      metadata: {
        before: { company_name: before.companyName, billing_address: before.billingAddress, country: before.country, vat_id: before.vatId },
        after: { company_name: details.companyName, billing_address: details.billingAddress, country: details.country, vat_id: details.vatId || null },
      },
    });
    return details;
  });
}

function validate(options: BillingDetails): BillingDetails {
  const errors: FieldError[] = [];
  const companyName = options.companyName.trim();
  if (!companyName || companyName.length > 200) errors.push({ pointer: "#/companyName", detail: "Enter the company name, at most 200 characters." });
  const billingAddress = options.billingAddress.map((line) => line.trim()).filter(Boolean);
  if (billingAddress.length === 0 || billingAddress.length > 6 || billingAddress.some((line) => line.length > 200)) {
    errors.push({ pointer: "#/billingAddress", detail: "Enter the postal address in 1 to 6 lines of at most 200 characters." });
  }
  const country = options.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) errors.push({ pointer: "#/country", detail: "Choose the country as a two-letter code, such as DE." });
  let vatId = "";
  if (options.vatId.trim() && errors.every((error) => error.pointer !== "#/country")) {
    const checked = validateVatId(country, options.vatId);
    if (checked.ok) vatId = checked.vatId;
    else errors.push({ pointer: "#/vatId", detail: checked.message });
  }
  if (errors.length) throw new AppError("validation_failed", errors.length === 1 ? errors[0]!.detail : "Some fields need attention.", errors);
  return { companyName, billingAddress, country, vatId };
}
