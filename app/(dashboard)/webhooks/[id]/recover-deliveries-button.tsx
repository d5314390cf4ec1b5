"use client";

import { History } from "@/components/icons/icons";
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

/** "Recover since…": queues again every failed delivery since a moment up to 7 days back. */
export function RecoverDeliveriesButton({ webhookId, enabled }: { webhookId: string; enabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [since, setSince] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const callRecoverDeliveriesAction = useOwnAction(recoverDeliveriesAction, { invalidate: [deliveriesKey(webhookId)] });

  function show() {
    setSince(formatDateTime(new Date(Date.now() - DAY_MS)));
    setError(null);
    setOutcome(null);
    setOpen(true);
  }

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
    <>
      <Button variant="secondary" onClick={show} disabled={!enabled} title={enabled ? undefined : "Enable the endpoint first"}>
        <History className="h-4 w-4" aria-hidden />
        Recover since…
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Recover failed deliveries"
        description="Every delivery that failed since this moment is sent again now, with its original webhook-id so your receiver can skip duplicates. At most 7 days back."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
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
    </>
  );
}
