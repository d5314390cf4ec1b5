"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Pause, Play, Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { sendTestEventAction, setWebhookEnabledAction } from "../actions";
import { DeleteWebhookButton } from "./delete-webhook-button";
import { deliveriesKey } from "./delivery-log-query";
import { RecoverDeliveriesButton } from "./recover-deliveries-button";
import { RotateSecretButton } from "./rotate-secret-button";
import { useAccountAction } from "@/components/shell/rendered-account";

/** The endpoint's actions, side by side: test, rotate, disable/enable, delete. */
export function WebhookControls({ webhookId, enabled, url }: { webhookId: string; enabled: boolean; url: string }) {
  const callSendTestEvent = useAccountAction(sendTestEventAction);
  const callSetWebhookEnabled = useAccountAction(setWebhookEnabledAction);
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  function sendTest() {
    startTransition(async () => {
      const result = await callSendTestEvent({ id: webhookId });
      setMessage(result.ok ? { tone: "ok", text: "Test event queued: watch the delivery log." } : { tone: "error", text: result.error });
      await queryClient.invalidateQueries({ queryKey: deliveriesKey(webhookId) });
    });
  }

  function toggle() {
    startTransition(async () => {
      const result = await callSetWebhookEnabled({ id: webhookId, enabled: !enabled });
      setMessage(result.ok ? { tone: "ok", text: enabled ? "Endpoint disabled." : "Endpoint enabled." } : { tone: "error", text: result.error });
      if (result.ok) router.refresh();
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
      <p role="status" className={`text-sm ${message?.tone === "error" ? "text-red-700 dark:text-red-400" : "text-zinc-700 dark:text-zinc-300"}`}>
        {message?.text ?? ""}
      </p>
    </div>
  );
}
