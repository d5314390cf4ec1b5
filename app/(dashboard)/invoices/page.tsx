import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getV1Client } from "@/lib/v1-client/get-v1-client";
import { fetchInvoicePage } from "./fetch-invoice-page";
import { InvoicesTable } from "./invoices-table";
import { AccountQueryProvider } from "@/components/providers/account-query-provider";

export const metadata: Metadata = { title: "Invoices" };

export default async function InvoicesPage() {
  const admin = await requireAdmin();
  const client = await getV1Client(admin, ["read"]);
  const firstPage = await fetchInvoicePage(client);
  return (
    <AccountQueryProvider>
      <PageHeader title="Invoices" description="Your monthly invoices. Open one to preview it, download the PDF or see it as the API returns it." />
      <InvoicesTable firstPage={firstPage} />
    </AccountQueryProvider>
  );
}
