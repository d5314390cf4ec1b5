"use client";

import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useContext, useRef } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import type { AccountBound, ActionResult } from "@/lib/adapters/actions/admin-action";
import { PageQueryClient } from "./query-client-context";

/** What a successful action changed on the page, so the page shows it at once rather than at its next poll. */
export interface OwnActionEffects<T> {
  /** Writes the action's answer into the queries it replaces (setQueryData), before anything is refetched. */
  update?: (data: T, queryClient: QueryClient) => void;
  /** Queries whose data the action changed: refetched now (awaited, so "pending" lasts until they show it). */
  invalidate?: QueryKey[] | ((data: T) => QueryKey[]);
  /** Re-renders the page's server components, for actions that do not revalidate their own path. */
  refreshPage?: boolean;
}

/**
 * A server action bound to the rendered account (useAccountAction) that, when it succeeds,
 * brings the page's client data up to date from its answer. The one way every customer-area
 * control calls its action. Server-rendered parts come back in the action's own response (its
 * revalidatePath); the client queries (live status, lists, delivery log) are what this updates,
 * since they would otherwise wait for their next poll. A failure changes nothing, refreshes nothing.
 */
export function useOwnAction<I, T>(action: (call: AccountBound & { input: I }) => Promise<ActionResult<T>>, effects: OwnActionEffects<T> = {}) {
  const call = useAccountAction(action);
  // Pages that neither poll nor scroll have no React Query (it stays out of their bundle): there
  // the action's own revalidatePath, or refreshPage, is what brings the page up to date.
  const queryClient = useContext(PageQueryClient);
  const router = useRouter();
  // The effects are usually an inline object: read the latest without re-creating the callback.
  const latest = useRef(effects);
  latest.current = effects;
  return useCallback(
    async (input: I): Promise<ActionResult<T>> => {
      const result = await call(input);
      if (!result.ok) return result;
      const { update, invalidate, refreshPage } = latest.current;
      if (queryClient) {
        update?.(result.data, queryClient);
        const keys = typeof invalidate === "function" ? invalidate(result.data) : (invalidate ?? []);
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
      if (refreshPage) router.refresh();
      return result;
    },
    [call, queryClient, router],
  );
}
