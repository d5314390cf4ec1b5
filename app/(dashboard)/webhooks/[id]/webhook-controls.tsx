"use client";

import { Pause, Play, Send } from "@/components/icons/icons";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { sendTestEventAction, setWebhookEnabledAction } from "../actions";
import { DeleteWebhookButton } from "./delete-webhook-button";
import { deliveriesKey } from "./delivery-log-query";
import { RecoverDeliveriesButton } from "./recover-deliveries-button";
import { RotateSecretButton } from "./rotate-secret-button";
import { useOwnAction } from "@/components/providers/use-own-action";
import { ActionMessage } from "@/components/ui/action-message";

/** The endpoint's actions, side by side: test, rotate, disable/enable, delete. */
export function WebhookControls({ webhookId, enabled, url }: { webhookId: string; enabled: boolean; url: string }) {
  // The test event shows in the delivery log at once; enabling re-renders the page (the action revalidates it).
  const callSendTestEvent = useOwnAction(sendTestEventAction, { invalidate: [deliveriesKey(webhookId)] });
  const callSetWebhookEnabled = useOwnAction(setWebhookEnabledAction, { invalidate: [deliveriesKey(webhookId)], refreshPage: true });
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  function sendTest() {
    startTransition(async () => {
      const result = await callSendTestEvent({ id: webhookId });
      setMessage(result.ok ? { tone: "ok", text: "Test event queued: watch the delivery log." } : { tone: "error", text: result.error });
    });
  }

  function toggle() {
    startTransition(async () => {
      const result = await callSetWebhookEnabled({ id: webhookId, enabled: !enabled });
      setMessage(result.ok ? { tone: "ok", text: enabled ? "Endpoint disabled." : "Endpoint enabled." } : { tone: "error", text: result.error });
    });
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="secondary" onClick={sendTest} disabled={pending || !enabled} title={enabled ? undefined : "Enable the endpoint first"}>
          <Send className="h-4 w-4" aria-hidden />
          Send test event
        </Button>
        <RecoverDeliveriesButton webhookId={webhookId} enabled={enabled} />
        <RotateSecretButton webhookId={webhookId} url={url} />
        <Button variant="secondary" onClick={toggle} disabled={pending}>
          {enabled ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
          {enabled ? "Disable" : "Enable"}
        </Button>
        <DeleteWebhookButton webhookId={webhookId} url={url} />
      </div>
      <ActionMessage message={message} />
    </div>
  );
}
