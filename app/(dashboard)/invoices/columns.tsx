import type { ColumnDef } from "@tanstack/react-table";
import { Download } from "@/components/icons/icons";
import Link from "next/link";
import type { components } from "@/clients/typescript/src";
import { formatDate, formatDateTime } from "@/lib/platform/format/date-time";
import { formatMoney } from "@/lib/platform/format/money";
import { billingPeriodLabel } from "@/lib/domains/invoices/billing-period";
import { InvoiceStatusBadge } from "./invoice-status-badge";

export type InvoiceRow = components["schemas"]["Invoice"];

export const invoiceColumns: ColumnDef<InvoiceRow>[] = [
  {
    accessorKey: "period",
    header: "Period",
    enableSorting: true,
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => (
      <Link href={`/invoices/${row.original.id}`} className="text-link">
        {billingPeriodLabel(row.original.period)}
      </Link>
    ),
  },
  {
    accessorKey: "number",
    header: "Number",
    cell: ({ row }) => <code className="whitespace-nowrap font-mono text-xs">{row.original.number}</code>,
  },
  {
    accessorKey: "status",
    header: "Status",
    enableSorting: true,
    cell: ({ row }) => <InvoiceStatusBadge invoice={{ status: row.original.status, dueAt: row.original.due_at }} />,
  },
  {
    accessorKey: "total",
    header: "Total",
    enableSorting: true,
    meta: { className: "whitespace-nowrap text-right tabular-nums" },
    cell: ({ row }) => formatMoney(row.original.total, row.original.currency),
  },
  {
    accessorKey: "issued_at",
    header: "Issued",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => <time dateTime={row.original.issued_at} title={formatDateTime(row.original.issued_at)}>{formatDate(row.original.issued_at)}</time>,
  },
  {
    id: "download",
    header: () => <span className="sr-only">Download</span>,
    meta: { className: "text-right" },
    cell: ({ row }) => (
      // A plain link: the browser saves what the route handler streams (Content-Disposition: attachment).
      <a
        href={`/invoices/${row.original.id}/pdf?download=1`}
        download
        className="text-link inline-flex items-center gap-1 text-sm"
      >
        <Download className="h-4 w-4" aria-hidden />
        PDF<span className="sr-only"> of invoice {row.original.number}</span>
      </a>
    ),
  },
];
