"use client";

import { History } from "@/components/icons/icons";
import { lazy, useState } from "react";
import { Button } from "@/components/ui/button";
import { WhenOpened } from "@/components/ui/when-opened";

// Recovering is rare: the dialog's form, its date parsing and its action are fetched the first
// time it opens, so the endpoint's page (a live page whose budget may not grow, issue 37) does
// not carry them.
const RecoverDeliveriesDialog = lazy(() => import("./recover-deliveries-dialog").then((module) => ({ default: module.RecoverDeliveriesDialog })));

/** "Recover since…": the button; the dialog is recover-deliveries-dialog.tsx. */
export function RecoverDeliveriesButton({ webhookId, enabled }: { webhookId: string; enabled: boolean }) {
  const [open, setOpen] = useState(false);
  // A new key at each opening: the dialog starts from a fresh form (a day back, no outcome).
  const [opening, setOpening] = useState(0);

  function show() {
    setOpening((count) => count + 1);
    setOpen(true);
  }

  return (
    <>
      <Button variant="secondary" onClick={show} disabled={!enabled} title={enabled ? undefined : "Enable the endpoint first"}>
        <History className="h-4 w-4" aria-hidden />
        Recover since…
      </Button>
      <WhenOpened open={open}>
        <RecoverDeliveriesDialog key={opening} webhookId={webhookId} open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
