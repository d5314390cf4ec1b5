import type { Metadata } from "next";
import { addressWith, firstParam, type SearchParams } from "@/components/data-table/page-address";
import { tableSortingFrom } from "@/components/data-table/table-sorting";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { fetchInvoicePages } from "./fetch-invoice-page";
import { InvoicesTable } from "./invoices-table";

export const metadata: Metadata = { title: "Invoices" };

/** At most this many pages in one list (the API's pages of 50: years of monthly invoices). */
const MAX_PAGES = 20;

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireAdmin();
  const client = await getV1Client(admin, ["read"]);
  const params = await searchParams;
  const pages = Math.min(MAX_PAGES, Math.max(1, Number.parseInt(firstParam(params.pages) ?? "1", 10) || 1));
  const list = await fetchInvoicePages(client, pages);
  return (
    <>
      <PageHeader title="Invoices" description="Your monthly invoices. Open one to preview it, download the PDF or see it as the API returns it." />
      <InvoicesTable
        list={{ ...list, hasMore: list.hasMore && pages < MAX_PAGES }}
        sorting={tableSortingFrom("/invoices", params)}
        olderHref={addressWith("/invoices", params, { pages: String(pages + 1) })}
      />
    </>
  );
}
