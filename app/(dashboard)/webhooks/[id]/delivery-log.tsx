"use client";

import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { EmptyTable } from "@/components/data-table/empty-table";
import { LiveRefreshNotice } from "../../modules/live-refresh-notice";
import { resendDeliveryAction } from "../actions";
import { deliveryColumns, type DeliveryRow } from "./delivery-columns";
import { DeliveryDetailDialog } from "./delivery-detail-dialog";
import { deliveriesKey, useDeliveryLog, type DeliveryPage } from "./delivery-log-query";
import { useOwnAction } from "@/components/providers/use-own-action";
import { ActionMessage } from "@/components/ui/action-message";

/** The endpoint's deliveries, newest first, updated live; a row opens its attempts (and, with `canResend`, sends one again). */
export function DeliveryLog({
  webhookId,
  initialPage,
  fetchedAt,
  canResend,
}: {
  webhookId: string;
  initialPage: DeliveryPage;
  fetchedAt: number;
  canResend: boolean;
}) {
  const callResendDelivery = useOwnAction(resendDeliveryAction, { invalidate: [deliveriesKey(webhookId)] });
  const query = useDeliveryLog(webhookId, initialPage, fetchedAt);
  const [selected, setSelected] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const rows = query.data.pages.flatMap((page) => page.data);

  async function resend(delivery: DeliveryRow) {
    setResending(delivery.id);
    const result = await callResendDelivery({ id: webhookId, msgId: delivery.id });
    setResending(null);
    setMessage(result.ok ? { tone: "ok", text: `${delivery.id} queued to be sent again.` } : { tone: "error", text: result.error });
  }

  const onResend = canResend ? resend : undefined;
  const columns = useMemo(() => deliveryColumns({ onDetails: (row) => setSelected(row.id), onResend, resending }), [resending, canResend]);

  return (
    <div className="space-y-3">
      <LiveRefreshNotice error={query.error} lastUpdatedAt={query.dataUpdatedAt} />
      <ActionMessage message={message} />
      <DataTable
        columns={columns}
        data={rows}
        caption="Delivery log, newest first"
        getRowId={(row) => row.id}
        empty={
          <EmptyTable>No deliveries yet. Send a test event to try the endpoint.</EmptyTable>
        }
      />
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? "Loading…" : "Show older deliveries"}
        </Button>
      ) : null}
      <DeliveryDetailDialog webhookId={webhookId} deliveryId={selected} onClose={() => setSelected(null)} onResend={onResend} />
    </div>
  );
}
