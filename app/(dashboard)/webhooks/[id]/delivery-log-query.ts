"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import type { components } from "@/clients/typescript/src";
import { dataOrThrow } from "@/components/providers/action-result";
import { LIVE_REFRESH_MS } from "@/components/providers/use-live-query";
import { listDeliveriesAction } from "../actions";
import { DELIVERY_PAGE_SIZE } from "./delivery-page-size";
import { useAccountAction } from "@/components/shell/rendered-account";

export type DeliveryPage = components["schemas"]["WebhookDeliveryList"];

export const deliveriesKey = (webhookId: string) => ["webhook-deliveries", webhookId] as const;

/**
 * The delivery log, live: every loaded page is refetched on each tick, each from the fresh
 * cursor of the page before it, so new deliveries push rows down without gaps or repeats.
 */
export function useDeliveryLog(webhookId: string, initialPage: DeliveryPage, fetchedAt: number) {
  const callListDeliveries = useAccountAction(listDeliveriesAction);
  return useInfiniteQuery({
    queryKey: deliveriesKey(webhookId),
    queryFn: async ({ pageParam }) => dataOrThrow(await callListDeliveries({ id: webhookId, cursor: pageParam, limit: DELIVERY_PAGE_SIZE })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: DeliveryPage) => last.next_cursor ?? undefined,
    initialData: { pages: [initialPage], pageParams: [undefined] },
    initialDataUpdatedAt: fetchedAt,
    refetchInterval: LIVE_REFRESH_MS,
  });
}
