"use client";

import { Trash2 } from "@/components/icons/icons";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmation } from "@/components/ui/use-confirmation";
import { deleteWebhookAction } from "../actions";
import { useOwnAction } from "@/components/providers/use-own-action";

/** Deleting drops the endpoint and its delivery log at once, so it is confirmed; Cancel has the focus. */
export function DeleteWebhookButton({ webhookId, url }: { webhookId: string; url: string }) {
  const callDeleteWebhook = useOwnAction(deleteWebhookAction);
  const router = useRouter();
  const confirmation = useConfirmation();

  function remove() {
    confirmation.run(
      () => callDeleteWebhook({ id: webhookId }),
      () => {
        router.push("/webhooks");
        router.refresh();
      },
    );
  }

  return (
    <>
      <Button variant="secondary" className="text-red-700 dark:text-red-400" onClick={() => confirmation.ask(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </Button>
      <ConfirmDialog
        {...confirmation.dialog}
        onConfirm={remove}
        title="Delete this endpoint?"
        description={
          <>
            <span className="break-all font-mono text-xs">{url}</span> stops receiving events, and its delivery log is deleted with it,
            including deliveries still waiting. This cannot be undone.
          </>
        }
        confirmLabel="Delete endpoint"
        pendingLabel="Deleting…"
      />
    </>
  );
}
