"use client";

import { useQuery, useQueryClient, type DefinedUseQueryResult, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";

/** How often live pages poll: sync states change within seconds. */
export const LIVE_REFRESH_MS = 2_000;

export interface LiveQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** What the server component just read, and when (ms since epoch). */
  initialData: T;
  fetchedAt: number;
  /**
   * Whether this observer polls. Several components may watch one query; only one of them
   * should poll, or each adds its own timer and the server is asked twice as often.
   */
  poll?: boolean;
}

/**
 * A query that starts from server-rendered data and then polls. When the page is rendered
 * again (navigation, refresh after an action), newer server data replaces an older cache
 * entry instead of being ignored, which is what plain `initialData` would do.
 */
export function useLiveQuery<T>({ queryKey, queryFn, initialData, fetchedAt, poll = true }: LiveQueryOptions<T>) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn,
    initialData,
    initialDataUpdatedAt: fetchedAt,
    refetchInterval: poll ? LIVE_REFRESH_MS : false,
    // A watcher that does not poll must not fetch on mount either: it reads what the poller gets.
    staleTime: poll ? 0 : Infinity,
    // Data may be elements a server function rendered: replace it whole, never merge into it.
    structuralSharing: false,
  });
  const cachedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (cachedAt < fetchedAt) queryClient.setQueryData(queryKey, initialData, { updatedAt: fetchedAt });
    // queryKey is compared by value through its JSON form; initialData travels with fetchedAt.
  }, [fetchedAt, JSON.stringify(queryKey)]);
  // Always defined (initialData is given); TS cannot pick the "defined" overload for a generic T.
  return query as DefinedUseQueryResult<T, Error>;
}
