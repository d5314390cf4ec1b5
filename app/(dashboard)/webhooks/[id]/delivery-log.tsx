"use client";

import { Fragment, lazy, useMemo, useState } from "react";
import { DataTableFrame } from "@/components/data-table/data-table-frame";
import { Button } from "@/components/ui/button";
import { EmptyTable } from "@/components/data-table/empty-table";
import { WhenOpened } from "@/components/ui/when-opened";
import { LiveRefreshNotice } from "../../modules/live-refresh-notice";
import { resendDeliveryAction } from "../actions";
import { deliveriesKey, useDeliveryLog } from "./delivery-log-query";
import type { RenderedDeliveryPage } from "./delivery-page";
import { DeliveryActionsContext, type DeliveryActions } from "./delivery-row-actions";
import { useOwnAction } from "@/components/providers/use-own-action";
import { ActionMessage } from "@/components/ui/action-message";

// Fetched the first time a delivery is opened, not with the page (issue 26).
const DeliveryDetailDialog = lazy(() => import("./delivery-detail-dialog").then((module) => ({ default: module.DeliveryDetailDialog })));

/**
 * The endpoint's deliveries, newest first, updated live; a row opens its attempts (and, with
 * `canResend`, sends one again). Each page's rows come rendered from the server; this holds the
 * polling, the pages and what the rows' buttons do.
 */
export function DeliveryLog({
  webhookId,
  initialPage,
  fetchedAt,
  canResend,
}: {
  webhookId: string;
  initialPage: RenderedDeliveryPage;
  fetchedAt: number;
  canResend: boolean;
}) {
  const callResendDelivery = useOwnAction(resendDeliveryAction, { invalidate: [deliveriesKey(webhookId)] });
  const query = useDeliveryLog(webhookId, initialPage, fetchedAt);
  const [selected, setSelected] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const pages = query.data.pages;

  async function resend(delivery: { id: string }) {
    setResending(delivery.id);
    const result = await callResendDelivery({ id: webhookId, msgId: delivery.id });
    setResending(null);
    setMessage(result.ok ? { tone: "ok", text: `${delivery.id} queued to be sent again.` } : { tone: "error", text: result.error });
  }

  const onResend = canResend ? resend : undefined;
  const actions = useMemo<DeliveryActions>(() => ({ openDetails: setSelected, resend: onResend, resending }), [resending, canResend]);

  return (
    <div className="space-y-3">
      <LiveRefreshNotice error={query.error} lastUpdatedAt={query.dataUpdatedAt} />
      <ActionMessage message={message} />
      {pages.every((page) => page.count === 0) ? (
        <EmptyTable>No deliveries yet. Send a test event to try the endpoint.</EmptyTable>
      ) : (
        <DeliveryActionsContext.Provider value={actions}>
          <DataTableFrame
            caption="Delivery log, newest first"
            header={pages[0]!.parts.header}
            body={pages.map((page, index) => (
              <Fragment key={index}>{page.parts.body}</Fragment>
            ))}
            cards={pages.map((page, index) => (
              <Fragment key={index}>{page.parts.cards}</Fragment>
            ))}
          />
        </DeliveryActionsContext.Provider>
      )}
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? "Loading…" : "Show older deliveries"}
        </Button>
      ) : null}
      <WhenOpened open={selected !== null}>
        <DeliveryDetailDialog webhookId={webhookId} deliveryId={selected} onClose={() => setSelected(null)} onResend={onResend} />
      </WhenOpened>
    </div>
  );
}
