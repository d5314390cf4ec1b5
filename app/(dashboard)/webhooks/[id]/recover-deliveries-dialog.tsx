"use client";

import { useState, useTransition } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { formatDateTime, instantFromDateTimeText } from "@/lib/platform/format/date-time";
import { deliveriesKey } from "./delivery-log-query";
import { recoverDeliveriesAction } from "./recover-actions";

const DAY_MS = 86_400_000;

// The field is read as UTC and written as every date of the customer area ("24 Nov 2026, 05:11
// UTC"), like the delivery log beside it: an admin recovering from the failure times shown
// there types the same clock. A browser's `datetime-local` would show the browser's locale.

type RecoverDeliveriesDialogProps = { webhookId: string; open: boolean; onClose: () => void };

/**
 * "Recover since…": queues again every failed delivery since a moment up to 7 days back. Its
 * button mounts it afresh at each opening (a key), so the field starts a day back every time.
 */
export function RecoverDeliveriesDialog({ webhookId, open, onClose }: RecoverDeliveriesDialogProps) {
  const [since, setSince] = useState(() => formatDateTime(new Date(Date.now() - DAY_MS)));
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const callRecoverDeliveriesAction = useOwnAction(recoverDeliveriesAction, { invalidate: [deliveriesKey(webhookId)] });

  function recover() {
    const moment = instantFromDateTimeText(since);
    if (!moment) {
      setError("Enter a date and time like 24 Nov 2026, 05:11 UTC.");
      return;
    }
    startTransition(async () => {
      const result = await callRecoverDeliveriesAction({ id: webhookId, since: moment.toISOString() });
      if (!result.ok) {
        setError(result.fieldErrors?.[0]?.detail ?? result.error);
        return;
      }
      const count = result.data.requeued;
      setError(null);
      setOutcome(
        count === 0
          ? "No failed deliveries since then: nothing to send again."
          : `${count} failed ${count === 1 ? "delivery" : "deliveries"} queued again: watch the delivery log.`,
      );
    });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Recover failed deliveries"
      description="Every delivery that failed since this moment is sent again now, with its original webhook-id so your receiver can skip duplicates. At most 7 days back."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {outcome ? "Close" : "Cancel"}
          </Button>
          <Button onClick={recover} disabled={pending}>
            {pending ? "Recovering…" : "Recover"}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <TextField
          label="Failed since (UTC)"
          value={since}
          spellCheck={false}
          onChange={(event) => setSince(event.target.value)}
          error={error ?? undefined}
          required
          data-autofocus
        />
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {outcome ?? ""}
        </p>
      </div>
    </Dialog>
  );
}
