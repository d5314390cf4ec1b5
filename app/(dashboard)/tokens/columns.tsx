import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { RelativeTime } from "@/components/ui/relative-time";
import { formatDate, formatDateTime } from "@/lib/platform/format/date-time";
import { ExtendedLimitCell } from "@/components/rate-limits/extended-limit-cell";
import { requestExtendedLimitAction } from "./actions";
import { RevokeTokenButton } from "./revoke-token-button";
import { expiryWarning, isShortLived, tokenState, type TokenRow } from "./token-row";

const stateBadges = {
  active: <Badge tone="success">Active</Badge>,
  expired: <Badge tone="neutral">Expired</Badge>,
  revoked: <Badge tone="danger">Revoked</Badge>,
};

/** The table's columns; without `canManage` (a viewer) the rows carry no revoke or limit request. */
export function tokenColumns(canManage: boolean): ColumnDef<TokenRow>[] {
  return [
    {
      accessorKey: "name",
      header: "Name",
      enableSorting: true,
      // Long names wrap inside the column rather than pushing Revoke off the screen.
      meta: { className: "min-w-40 max-w-72" },
      // Hint and created sit under the name: fewer columns keep Revoke within a laptop screen.
      cell: ({ row }) => (
        <div>
          <span className="font-medium [overflow-wrap:anywhere]">{row.original.name}</span>
          <code className="block whitespace-nowrap font-mono text-xs">{row.original.tokenHint}</code>
          <span className="block text-xs text-zinc-600 dark:text-zinc-400" title={formatDateTime(row.original.createdAt)}>
            Created {formatDate(row.original.createdAt)}
            {row.original.createdByEmail ? ` by ${row.original.createdByEmail}` : ""}
          </span>
        </div>
      ),
    },
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
      accessorKey: "expiresAt",
      header: "Expires",
      enableSorting: true,
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => {
        const warning = expiryWarning(row.original);
        return (
          <div className="space-y-1">
            <span className="block" title={formatDateTime(row.original.expiresAt)}>
              {/* Under a day, the date alone says nothing: show the time too. */}
              {isShortLived(row.original) ? formatDateTime(row.original.expiresAt) : formatDate(row.original.expiresAt)}
            </span>
            {warning ? <Badge tone="warning">{warning}</Badge> : null}
          </div>
        );
      },
    },
    {
      accessorKey: "lastUsedAt",
      header: "Last used",
      cell: ({ row }) =>
        row.original.lastUsedAt ? (
          <span className="whitespace-nowrap">
            <RelativeTime value={row.original.lastUsedAt} />
            {row.original.lastUsedIp ? <span className="block text-xs text-zinc-600 dark:text-zinc-400">from {row.original.lastUsedIp}</span> : null}
          </span>
        ) : (
          "Never"
        ),
    },
    {
      accessorKey: "rateLimitPerMinute",
      header: "Limit",
      cell: ({ row }) => (
        <ExtendedLimitCell
          holder={{ ...row.original, active: tokenState(row.original) === "active" }}
          request={canManage ? requestExtendedLimitAction : undefined}
        />
      ),
    },
    {
      id: "state",
      header: "State",
      cell: ({ row }) => stateBadges[tokenState(row.original)],
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right" },
      cell: ({ row }) => (canManage ? <RevokeTokenButton token={row.original} /> : null),
    },
  ];
}
