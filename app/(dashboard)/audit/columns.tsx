import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { resourceTypeLabel } from "@/components/audit/resource-href";
import { auditActionLabel } from "@/lib/domains/audit/audit-actions";
import { formatAuditTime, type AuditEntry } from "./audit-entry";
import { EntryButton } from "./entry-button";

const actorTones = { user: "info", token: "neutral", system: "warning" } as const;

// Every row has the same height (the virtualiser relies on it): one line per cell, or on a
// phone at most two (date over time, a long action name), which still fit the row.
export const auditColumns: ColumnDef<AuditEntry>[] = [
  {
    accessorKey: "occurred_at",
    header: "Time (UTC)",
    meta: { className: "w-[32%] md:w-48" },
    cell: ({ row }) => (
      <time dateTime={row.original.occurred_at} className="block whitespace-normal text-xs leading-4 tabular-nums md:whitespace-nowrap md:text-sm md:leading-5">
        {formatAuditTime(row.original.occurred_at).replace(" UTC", "")}
      </time>
    ),
  },
  {
    accessorKey: "action",
    header: "Action",
    // On a phone the action takes the room the actor leaves, wrapping rather than truncating.
    // Percentages that add up to 100 %: in a fixed layout the spacer rows' colSpan would
    // otherwise add empty columns that share the width.
    meta: { className: "w-[68%] md:w-56" },
    cell: ({ row }) => <EntryButton entry={row.original} label={auditActionLabel(row.original.action, row.original.metadata)} />,
  },
  {
    accessorKey: "actor",
    header: "Actor",
    // Secondary on a phone, like the resource: the entry drawer shows it.
    meta: { className: "hidden md:table-cell" },
    cell: ({ row }) => (
      <span className="flex min-w-0 items-center gap-2">
        <Badge tone={actorTones[row.original.actor.type]}>{row.original.actor.type}</Badge>
        <span className="truncate" title={row.original.actor.display}>
          {row.original.actor.display}
        </span>
      </span>
    ),
  },
  {
    accessorKey: "resource",
    header: "Resource",
    // Secondary on a phone: the entry drawer shows it.
    meta: { className: "hidden md:table-cell" },
    cell: ({ row }) => {
      const resource = row.original.resource;
      if (!resource) return <span className="text-zinc-500 dark:text-zinc-400">—</span>;
      const name = row.original.resource_name;
      return (
        <span className="block truncate" title={`${resource.type} ${resource.id}`}>
          <span className="text-zinc-600 dark:text-zinc-400">{resourceTypeLabel(resource.type)} </span>
          {name ? <span className="font-medium">{name}</span> : <code className="font-mono text-xs">{resource.id}</code>}
        </span>
      );
    },
  },
  {
    accessorKey: "ip",
    header: "IP address",
    meta: { className: "hidden w-36 md:table-cell" },
    cell: ({ row }) => <span className="block truncate font-mono text-xs">{row.original.ip ?? "—"}</span>,
  },
];
