"use client";

import { createContext, useContext } from "react";
import { Button } from "@/components/ui/button";

/** What a row's buttons do, held by the delivery log around the rows the server rendered. */
export interface DeliveryActions {
  openDetails: (deliveryId: string) => void;
  /** Absent when the member's role may not resend. */
  resend?: (delivery: { id: string }) => Promise<void>;
  /** The delivery being resent, whose button waits. */
  resending: string | null;
}

export const DeliveryActionsContext = createContext<DeliveryActions>({ openDetails: () => {}, resending: null });

/** A row's Details and Resend: the interactive part of a server-rendered row. */
export function DeliveryRowActions({ deliveryId }: { deliveryId: string }) {
  const { openDetails, resend, resending } = useContext(DeliveryActionsContext);
  return (
    <span className="inline-flex gap-2">
      <Button variant="secondary" className="h-8 px-2.5" onClick={() => openDetails(deliveryId)}>
        Details<span className="sr-only"> of {deliveryId}</span>
      </Button>
      {resend ? (
        <Button variant="secondary" className="h-8 px-2.5" onClick={() => void resend({ id: deliveryId })} disabled={resending === deliveryId}>
          {resending === deliveryId ? "Resending…" : "Resend"}
          <span className="sr-only"> {deliveryId}</span>
        </Button>
      ) : null}
    </span>
  );
}
