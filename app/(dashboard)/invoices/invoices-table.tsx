import Link from "next/link";
import { DataTable } from "@/components/data-table/data-table";
import { EmptyTable } from "@/components/data-table/empty-table";
import type { TableSorting } from "@/components/data-table/table-sorting";
import { Notice } from "@/components/ui/notice";
import { invoiceColumns } from "./columns";
import type { InvoicePages } from "./fetch-invoice-page";

interface InvoicesTableProps {
  list: InvoicePages;
  sorting: TableSorting;
  /** The address showing one page more (?pages=…), the sorting kept. */
  olderHref: string;
}

/** The newest invoices, rendered on the server; "Load older invoices" is a link to one page more. */
export function InvoicesTable({ list, sorting, olderHref }: InvoicesTableProps) {
  return (
    <div className="space-y-3">
      <DataTable
        columns={invoiceColumns}
        data={list.invoices}
        caption="Invoices, newest first"
        getRowId={(row) => row.id}
        sorting={sorting}
        empty={
          <EmptyTable>No invoices yet. The first one is issued after your first month with an active module.</EmptyTable>
        }
      />
      {list.olderError ? (
        <Notice tone="danger" role="alert">
          Older invoices could not be loaded: {list.olderError}
        </Notice>
      ) : null}
      {list.hasMore ? (
        <Link
          href={olderHref}
          // The reader stays at the end of the list, where the older invoices appear.
          scroll={false}
          className="inline-flex h-9 items-center rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
        >
          Load older invoices
        </Link>
      ) : null}
    </div>
  );
}
