import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime } from "@/lib/platform/format/date-time";
import { ExtendedLimitCell } from "@/components/rate-limits/extended-limit-cell";
import { requestClientExtendedLimitAction } from "./actions";
import { ClientRowActions } from "./client-row-actions";
import type { ClientRow } from "./client-row";

/** How the client proves who it is, and with what: secret hints, or its keys. */
function Authentication({ client }: { client: ClientRow }) {
  if (client.authMethod === "private_key_jwt") {
    return (
      <div>
        <span className="block">Private key JWT</span>
        <span className="block text-xs text-zinc-600 [overflow-wrap:anywhere] dark:text-zinc-400">
          {client.jwksUri ?? `${client.keyCount} pasted public ${client.keyCount === 1 ? "key" : "keys"}`}
        </span>
      </div>
    );
  }
  return (
    <div>
      <span className="block">Client secret</span>
      {client.secrets.map((secret) => (
        <span key={secret.hint} className="block text-xs">
          <code className="whitespace-nowrap font-mono">{secret.hint}</code>
          {secret.expiresAt ? <span className="text-zinc-600 dark:text-zinc-400"> until {formatDateTime(secret.expiresAt)}</span> : null}
        </span>
      ))}
    </div>
  );
}

/** The table's columns; without `canManage` (a viewer) the rows carry no actions. */
export function clientColumns(canManage: boolean): ColumnDef<ClientRow>[] {
  const columns: ColumnDef<ClientRow>[] = [
    {
      accessorKey: "name",
      header: "Name",
      enableSorting: true,
      meta: { className: "min-w-40 max-w-72" },
      cell: ({ row }) => (
        <div>
          <span className="font-medium [overflow-wrap:anywhere]">{row.original.name}</span>
          <code className="block whitespace-nowrap font-mono text-xs">{row.original.id}</code>
          <span className="block text-xs text-zinc-600 dark:text-zinc-400" title={formatDateTime(row.original.createdAt)}>
            Created {formatDate(row.original.createdAt)}
            {row.original.createdByEmail ? ` by ${row.original.createdByEmail}` : ""}
          </span>
        </div>
      ),
    },
    { id: "authentication", header: "Authentication", meta: { className: "min-w-44" }, cell: ({ row }) => <Authentication client={row.original} /> },
    {
      accessorKey: "scopes",
      header: "Scopes",
      cell: ({ row }) => (
        <span className="flex gap-1">
          {row.original.scopes.map((scope) => (
            <Badge key={scope}>{scope}</Badge>
          ))}
        </span>
      ),
    },
    {
      accessorKey: "tokenLifetimeHours",
      header: "Tokens",
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.tokenLifetimeHours} h each
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">{row.original.liveTokens} live</span>
        </span>
      ),
    },
    {
      accessorKey: "rateLimitPerMinute",
      header: "Limit",
      cell: ({ row }) => (
        <ExtendedLimitCell
          holder={{ ...row.original, active: !row.original.disabled }}
          request={canManage ? requestClientExtendedLimitAction : undefined}
        />
      ),
    },
    {
      accessorKey: "disabled",
      header: "Status",
      cell: ({ row }) => (row.original.disabled ? <Badge tone="neutral">Disabled</Badge> : <Badge tone="success">Active</Badge>),
    },
  ];
  if (canManage) {
    columns.push({ id: "actions", header: () => <span className="sr-only">Actions</span>, cell: ({ row }) => <ClientRowActions client={row.original} /> });
  }
  return columns;
}
