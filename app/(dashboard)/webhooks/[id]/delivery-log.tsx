"use client";

import { Fragment, lazy, useMemo, useState } from "react";
import { DataTableFrame } from "@/components/data-table/data-table-frame";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { WhenOpened } from "@/components/ui/when-opened";
import { LiveRefreshNotice } from "../../modules/live-refresh-notice";
import { resendDeliveryAction } from "../actions";
import { deliveriesKey, useDeliveryLog } from "./delivery-log-query";
import type { RenderedDeliveryPage } from "./delivery-page";
import { DeliveryActionsContext, type DeliveryActions } from "./delivery-row-actions";
import { useOwnAction } from "@/components/providers/use-own-action";

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
      <p role="status" className={`text-sm ${message?.tone === "error" ? "text-red-700 dark:text-red-400" : "text-zinc-700 dark:text-zinc-300"}`}>
        {message?.text ?? ""}
      </p>
      {pages.every((page) => page.count === 0) ? (
        <div className="rounded-xl border border-dashed border-zinc-300 dark:border-zinc-700">
          <EmptyState>No deliveries yet. Send a test event to try the endpoint.</EmptyState>
        </div>
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
