import type { ColumnDef } from "@tanstack/react-table";
import type { components } from "@/clients/typescript/src";
import { RelativeTime } from "@/components/ui/relative-time";
import { DeliveryRowActions } from "./delivery-row-actions";
import { DeliveryStatusBadge, HttpStatus } from "./delivery-status-badge";

type DeliveryRow = components["schemas"]["WebhookDelivery"];

const muted = <span className="text-zinc-500 dark:text-zinc-400">—</span>;

/** Rendered on the server (delivery-page.tsx); the actions cell is a client island that asks the log what to do. */
export const deliveryColumns: ColumnDef<DeliveryRow>[] = [
  {
    accessorKey: "event_type",
    header: "Event",
    cell: ({ row }) => (
      <div>
        <span className="font-mono text-xs font-medium">{row.original.event_type}</span>
        <span className="block font-mono text-xs text-zinc-600 dark:text-zinc-400">{row.original.id}</span>
      </div>
    ),
  },
  { accessorKey: "status", header: "Status", cell: ({ row }) => <DeliveryStatusBadge status={row.original.status} /> },
  {
    accessorKey: "attempt_count",
    header: "Attempts",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => row.original.attempt_count,
  },
  {
    id: "lastAttempt",
    header: "Last attempt",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) =>
      row.original.last_attempt_at ? (
        <span className="flex items-center gap-2">
          <HttpStatus status={row.original.last_response_status} error={row.original.last_response_status === null ? "none" : null} />
          <RelativeTime value={row.original.last_attempt_at} className="text-zinc-600 dark:text-zinc-400" />
        </span>
      ) : (
        <span className="text-zinc-600 dark:text-zinc-400">Not yet</span>
      ),
  },
  {
    id: "latency",
    header: "Latency",
    meta: { className: "whitespace-nowrap text-right tabular-nums" },
    cell: ({ row }) => (row.original.last_latency_ms === null ? muted : `${row.original.last_latency_ms} ms`),
  },
  {
    id: "nextAttempt",
    header: "Next attempt",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => (row.original.next_attempt_at && row.original.status === "pending" ? <RelativeTime value={row.original.next_attempt_at} /> : muted),
  },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: "whitespace-nowrap text-right" },
    cell: ({ row }) => <DeliveryRowActions deliveryId={row.original.id} />,
  },
];
