"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/data-table/data-table";
import { dataOrThrow } from "@/components/providers/action-result";
import { Button } from "@/components/ui/button";
import { EmptyTable } from "@/components/data-table/empty-table";
import { Notice } from "@/components/ui/notice";
import { listInvoicesAction } from "./actions";
import { invoiceColumns } from "./columns";
import type { InvoicePage } from "./fetch-invoice-page";
import { useAccountAction } from "@/components/shell/rendered-account";

/** The first page comes from the server; older invoices load page by page on request. */
export function InvoicesTable({ firstPage }: { firstPage: InvoicePage }) {
  const callListInvoices = useAccountAction(listInvoicesAction);
  const query = useInfiniteQuery({
    queryKey: ["invoices"],
    queryFn: async ({ pageParam }) => dataOrThrow(await callListInvoices({ cursor: pageParam ?? undefined })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    initialData: { pages: [firstPage], pageParams: [null] },
    // Invoices change monthly; what the server rendered is fresh.
    staleTime: Infinity,
  });
  const invoices = query.data.pages.flatMap((page) => page.data);
  return (
    <div className="space-y-3">
      <DataTable
        columns={invoiceColumns}
        data={invoices}
        caption="Invoices, newest first"
        getRowId={(row) => row.id}
        empty={
          <EmptyTable>No invoices yet. The first one is issued after your first month with an active module.</EmptyTable>
        }
      />
      {query.isFetchNextPageError ? (
        <Notice tone="danger" role="alert">
          Older invoices could not be loaded: {query.error?.message ?? "unknown error"}
        </Notice>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? "Loading…" : "Load older invoices"}
        </Button>
      ) : null}
    </div>
  );
}
