"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "@/components/icons/icons";
import { lazy, useCallback, useMemo, useState, type ReactNode } from "react";
import { dataOrThrow } from "@/components/providers/action-result";
import { Button } from "@/components/ui/button";
import { EmptyTable } from "@/components/data-table/empty-table";
import { Notice } from "@/components/ui/notice";
import { listAuditEntriesAction } from "./actions";
import { hasAuditFilters, type AuditFilters } from "./audit-filters";
import { AuditTable } from "./audit-table";
import { EntryDrawerContext, type OpenedEntry } from "./entry-context";
import { useAccountAction } from "@/components/shell/rendered-account";
import { WhenOpened } from "@/components/ui/when-opened";

// Fetched the first time an entry is opened, not with the page (issue 26).
const EntryDrawer = lazy(() => import("./entry-drawer").then((module) => ({ default: module.EntryDrawer })));

const auditKey = (filters: AuditFilters) => ["audit", filters] as const;

/**
 * The journal, loaded page by page (keyset cursors from GET /v1/audit) as the table scrolls,
 * each page as rows the server rendered. Pages already loaded are not refetched on focus: the
 * journal only grows at the top, and Refresh starts again from the newest entry.
 */
export function AuditLog({ filters, header, columnCount }: { filters: AuditFilters; header: ReactNode; columnCount: number }) {
  const callListAuditEntries = useAccountAction(listAuditEntriesAction);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<OpenedEntry | null>(null);
  const query = useInfiniteQuery({
    queryKey: auditKey(filters),
    queryFn: async ({ pageParam }) => dataOrThrow(await callListAuditEntries({ ...filters, cursor: pageParam ?? undefined })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.rows) ?? [], [query.data]);
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
      <EmptyTable>{hasAuditFilters(filters) ? "No entries match these filters." : "The audit log is empty."}</EmptyTable>
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
      <EntryDrawerContext.Provider value={setOpened}>
        <AuditTable rows={entries} header={header} columnCount={columnCount} onNearEnd={loadMore} />
      </EntryDrawerContext.Provider>
      {isFetchNextPageError ? (
        <Notice tone="danger" role="alert">
          More entries could not be loaded: {query.error?.message}{" "}
          <button type="button" className="font-medium underline" onClick={() => void fetchNextPage()}>
            Retry
          </button>
        </Notice>
      ) : null}
      <WhenOpened open={opened !== null}>
        <EntryDrawer opened={opened} onClose={() => setOpened(null)} />
      </WhenOpened>
    </div>
  );
}
