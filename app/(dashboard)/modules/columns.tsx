import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import type { components } from "@/clients/typescript/src";
import { SyncStateBadge } from "@/components/modules/sync-state-badge";
import { moduleErrorMessage } from "@/lib/adapters/customer-messages/module-error-messages";
import { displayedSyncState } from "@/lib/domains/modules/displayed-sync-state";
import { ProgressBar } from "@/components/ui/progress-bar";
import { RelativeTime } from "@/components/ui/relative-time";

export type ModuleRow = components["schemas"]["Module"];

const muted = <span className="text-zinc-500 dark:text-zinc-400">—</span>;

export const moduleColumns: ColumnDef<ModuleRow>[] = [
  {
    accessorKey: "name",
    header: "Name",
    enableSorting: true,
    cell: ({ row }) => (
      <Link href={`/modules/${row.original.id}`} className="text-link">
        {row.original.name}
      </Link>
    ),
  },
  {
    accessorKey: "key",
    header: "Key",
    cell: ({ row }) => <code className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs dark:bg-zinc-800">{row.original.key}</code>,
  },
  {
    id: "state",
    accessorFn: (row) => displayedSyncState(row.sync_state),
    header: "State",
    enableSorting: true,
    cell: ({ row }) => <SyncStateBadge state={displayedSyncState(row.original.sync_state)} />,
  },
  {
    id: "progress",
    header: "Progress",
    cell: ({ row }) =>
      row.original.sync_state.state === "syncing" ? (
        // The runner writes progress every few seconds; before its first write the sync is at 0.
        <ProgressBar value={row.original.sync_state.progress ?? 0} label={`${row.original.name} sync progress`} />
      ) : (
        muted
      ),
  },
  {
    id: "lastSynced",
    header: "Last synced",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => (row.original.sync_state.last_succeeded_at ? <RelativeTime value={row.original.sync_state.last_succeeded_at} /> : "Never"),
  },
  {
    id: "lastError",
    header: "Last error",
    meta: { className: "max-w-xs" },
    cell: ({ row }) => {
      const error = row.original.sync_state.last_error;
      if (!error) return muted;
      // The catalogue's sentence; the module's page has the advice and the code for support.
      const { summary } = moduleErrorMessage(error.code, row.original.name);
      return (
        <span title={summary} className="block truncate text-red-800 dark:text-red-300">
          {summary}
        </span>
      );
    },
  },
];
