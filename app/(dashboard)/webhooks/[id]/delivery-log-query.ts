"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { dataOrThrow } from "@/components/providers/action-result";
import { LIVE_REFRESH_MS } from "@/components/providers/use-live-query";
import { listDeliveriesAction } from "../actions";
import { DELIVERY_PAGE_SIZE } from "./delivery-page-size";
import type { RenderedDeliveryPage } from "./delivery-page";
import { useAccountAction } from "@/components/shell/rendered-account";

export const deliveriesKey = (webhookId: string) => ["webhook-deliveries", webhookId] as const;

/**
 * The delivery log, live: every loaded page is refetched on each tick, each from the fresh
 * cursor of the page before it, so new deliveries push rows down without gaps or repeats.
 */
export function useDeliveryLog(webhookId: string, initialPage: RenderedDeliveryPage, fetchedAt: number) {
  const callListDeliveries = useAccountAction(listDeliveriesAction);
  return useInfiniteQuery({
    queryKey: deliveriesKey(webhookId),
    queryFn: async ({ pageParam }) => dataOrThrow(await callListDeliveries({ id: webhookId, cursor: pageParam, limit: DELIVERY_PAGE_SIZE })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: RenderedDeliveryPage) => last.next_cursor ?? undefined,
    initialData: { pages: [initialPage], pageParams: [undefined] },
    initialDataUpdatedAt: fetchedAt,
    refetchInterval: LIVE_REFRESH_MS,
    // Pages hold elements the server rendered: replace them whole, never merge into them.
    structuralSharing: false,
  });
}
