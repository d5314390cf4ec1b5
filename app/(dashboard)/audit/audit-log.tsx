"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { dataOrThrow } from "@/components/providers/action-result";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { listAuditEntriesAction } from "./actions";
import type { AuditEntry } from "./audit-entry";
import { hasAuditFilters, type AuditFilters } from "./audit-filters";
import { AuditTable } from "./audit-table";
import { EntryDrawer } from "./entry-drawer";
import { useAccountAction } from "@/components/shell/rendered-account";

const auditKey = (filters: AuditFilters) => ["audit", filters] as const;

/**
 * The journal, loaded page by page (keyset cursors from GET /v1/audit) as the table scrolls.
 * Pages already loaded are not refetched on focus: the journal only grows at the top, and
 * Refresh starts again from the newest entry.
 */
export function AuditLog({ filters }: { filters: AuditFilters }) {
  const callListAuditEntries = useAccountAction(listAuditEntriesAction);
  const queryClient = useQueryClient();
  const [openEntry, setOpenEntry] = useState<AuditEntry | null>(null);
  const query = useInfiniteQuery({
    queryKey: auditKey(filters),
    queryFn: async ({ pageParam }) => dataOrThrow(await callListAuditEntries({ ...filters, cursor: pageParam ?? undefined })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    // After a failed page, wait for the Retry button rather than retrying on every scroll tick.
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) {
    return (
      <div role="status" className="animate-pulse space-y-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <span className="sr-only">Loading the audit log…</span>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <div key={key} className="h-8 rounded bg-zinc-100 dark:bg-zinc-900" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Notice tone="danger" role="alert">
        <p className="font-medium">The audit log could not be loaded.</p>
        <p className="mt-1">{query.error.message}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-zinc-300 dark:border-zinc-700">
        <EmptyState>{hasAuditFilters(filters) ? "No entries match these filters." : "The audit log is empty."}</EmptyState>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <p aria-live="polite">
          Showing {entries.length.toLocaleString("en-US")} {entries.length === 1 ? "entry" : "entries"}
          {isFetchingNextPage ? " · loading more…" : hasNextPage ? " · scroll for more" : " · that is all"}
        </p>
        <Button variant="ghost" onClick={() => void queryClient.resetQueries({ queryKey: auditKey(filters) })}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          Refresh
        </Button>
      </div>
      <AuditTable entries={entries} onNearEnd={loadMore} onOpenEntry={setOpenEntry} />
      {isFetchNextPageError ? (
        <Notice tone="danger" role="alert">
          More entries could not be loaded: {query.error?.message}{" "}
          <button type="button" className="font-medium underline" onClick={() => void fetchNextPage()}>
            Retry
          </button>
        </Notice>
      ) : null}
      <EntryDrawer entry={openEntry} onClose={() => setOpenEntry(null)} />
    </div>
  );
}
