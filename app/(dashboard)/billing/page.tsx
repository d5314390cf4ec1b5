import type { Metadata } from "next";
import { FormSection } from "@/components/ui/form-section";
import { PageHeader } from "@/components/ui/page-header";
import { getAccountBySlug } from "@/lib/domains/accounts/get-account-by-slug";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { roleMay } from "@/lib/platform/schemas/roles";
import { BillingDetailsForm } from "./billing-details-form";

export const metadata: Metadata = { title: "Billing details" };

export default async function BillingPage() {
  const admin = await requireAdmin();
  const account = await getAccountBySlug({ slug: admin.account.slug });
  const initial = {
    companyName: account.companyName ?? account.name,
    billingAddress: account.billingAddress,
    country: account.country ?? "",
    vatId: account.vatId ?? "",
  };
  return (
    <>
      <PageHeader title="Billing details" description="What your next invoice is issued to. Invoices already issued never change." />
      <FormSection headingId="billing-heading" title="Company and address">
        <BillingDetailsForm initial={initial} canEdit={roleMay(admin.account.role, "manage_billing")} />
      </FormSection>
    </>
  );
}
