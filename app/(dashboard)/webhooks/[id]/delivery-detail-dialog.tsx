"use client";

import { useQuery } from "@tanstack/react-query";
import type { components } from "@/clients/typescript/src";
import { dataOrThrow } from "@/components/providers/action-result";
import { LIVE_REFRESH_MS } from "@/components/providers/use-live-query";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { getDeliveryAction } from "../actions";
import { AttemptList } from "./attempt-list";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { useAccountAction } from "@/components/shell/rendered-account";

type DeliveryDetail = components["schemas"]["WebhookDeliveryDetail"];

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One delivery: the body it sends and every attempt; refreshed while it is still pending. */
export function DeliveryDetailDialog({
  webhookId,
  deliveryId,
  onClose,
  onResend,
}: {
  webhookId: string;
  deliveryId: string | null;
  onClose: () => void;
  /** Absent when the member's role may not resend. */
  onResend?: (delivery: DeliveryDetail) => Promise<void>;
}) {
  const callGetDelivery = useAccountAction(getDeliveryAction);
  const query = useQuery({
    queryKey: ["webhook-delivery", webhookId, deliveryId],
    queryFn: async () => dataOrThrow(await callGetDelivery({ id: webhookId, msgId: deliveryId! })),
    enabled: deliveryId !== null,
    refetchInterval: (current) => (current.state.data?.status === "pending" ? LIVE_REFRESH_MS : false),
  });
  const delivery = query.data;

  return (
    <Dialog
      open={deliveryId !== null}
      onClose={onClose}
      size="lg"
      title="Delivery details"
      description={deliveryId ? <code className="font-mono text-xs">{deliveryId}</code> : null}
      footer={
        <>
          {delivery && onResend ? (
            <Button variant="secondary" onClick={() => onResend(delivery).then(() => query.refetch())}>
              Resend
            </Button>
          ) : null}
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </>
      }
    >
      {query.error ? (
        <Notice tone="danger" role="alert">
          Could not load the delivery: {query.error.message}
        </Notice>
      ) : !delivery ? (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          Loading…
        </p>
      ) : (
        <div className="max-h-[60vh] space-y-4 overflow-y-auto pr-1">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-mono text-xs font-medium">{delivery.event_type}</span>
            <DeliveryStatusBadge status={delivery.status} />
            <span className="text-zinc-600 dark:text-zinc-400">
              {delivery.attempt_count} {delivery.attempt_count === 1 ? "attempt" : "attempts"}
            </span>
          </p>
          <section aria-labelledby="request-body-heading" className="space-y-1.5">
            <h3 id="request-body-heading" className="text-sm font-semibold">
              Request body <span className="font-normal text-zinc-600 dark:text-zinc-400">at API version {delivery.api_version}</span>
            </h3>
            <pre tabIndex={0} className="max-h-48 overflow-auto rounded-md bg-zinc-100 p-3 font-mono text-xs dark:bg-zinc-950">
              {prettyJson(delivery.request_body)}
            </pre>
          </section>
          <AttemptList attempts={delivery.attempts} />
        </div>
      )}
    </Dialog>
  );
}
