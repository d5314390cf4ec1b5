import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import type { components } from "@/clients/typescript/src";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime } from "@/lib/platform/format/date-time";
import { disabledReasonText } from "./event-catalogue";

export type WebhookRow = components["schemas"]["Webhook"];

export function WebhookStateBadge({ webhook }: { webhook: Pick<WebhookRow, "enabled" | "disabled_reason"> }) {
  if (webhook.enabled) return <Badge tone="success">Enabled</Badge>;
  return <Badge tone={webhook.disabled_reason === "manual" ? "neutral" : "danger"}>Disabled</Badge>;
}

export function EventBadges({ events }: { events: WebhookRow["events"] }) {
  if (events.includes("*")) return <Badge tone="info">All events</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {events.map((type) => (
        <Badge key={type}>
          <span className="font-mono">{type}</span>
        </Badge>
      ))}
    </span>
  );
}

export const webhookColumns: ColumnDef<WebhookRow>[] = [
  {
    accessorKey: "url",
    header: "Endpoint",
    enableSorting: true,
    meta: { className: "max-w-md" },
    cell: ({ row }) => (
      <div className="min-w-0">
        <Link href={`/webhooks/${row.original.id}`} className="text-link block truncate" title={row.original.url}>
          {row.original.url}
        </Link>
        {row.original.description ? <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{row.original.description}</span> : null}
      </div>
    ),
  },
  {
    accessorKey: "events",
    header: "Events",
    cell: ({ row }) => <EventBadges events={row.original.events} />,
  },
  {
    id: "state",
    header: "State",
    cell: ({ row }) => (
      <div className="space-y-1">
        <WebhookStateBadge webhook={row.original} />
        {!row.original.enabled ? (
          <span className="block max-w-56 text-xs text-zinc-600 dark:text-zinc-400">{disabledReasonText(row.original.disabled_reason)}</span>
        ) : null}
      </div>
    ),
  },
  {
    accessorKey: "created_at",
    header: "Created",
    enableSorting: true,
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => <span title={formatDateTime(row.original.created_at)}>{formatDate(row.original.created_at)}</span>,
  },
];
