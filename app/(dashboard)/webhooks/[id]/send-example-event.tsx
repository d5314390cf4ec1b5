"use client";

import { Send } from "@/components/icons/icons";
import { useState, useTransition } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import type { EventType } from "@/lib/platform/schemas/event-catalogue";
import { sendExampleEventAction } from "../actions";
import { catalogue } from "../event-catalogue";
import { deliveriesKey } from "./delivery-log-query";
import { ActionMessage } from "@/components/ui/action-message";

/** Sends an example of any event type to this endpoint, to try the receiver before a real one happens. */
export function SendExampleEvent({ webhookId, enabled }: { webhookId: string; enabled: boolean }) {
  const sendExample = useOwnAction(sendExampleEventAction, { invalidate: [deliveriesKey(webhookId)] });
  const [eventType, setEventType] = useState<EventType>(catalogue[0]!.type as EventType);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function send() {
    startTransition(async () => {
      const result = await sendExample({ id: webhookId, eventType });
      setMessage(result.ok ? { tone: "ok", text: `Example ${result.data.eventType} queued: watch the delivery log.` } : { tone: "error", text: result.error });
    });
  }

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-56">
          <SelectField
            label="Example event"
            name="example-event"
            value={eventType}
            onChange={(event) => setEventType(event.target.value as EventType)}
            options={catalogue.map((entry) => ({ value: entry.type, label: entry.type }))}
          />
        </div>
        <Button variant="secondary" onClick={send} disabled={pending || !enabled} title={enabled ? undefined : "Enable the endpoint first"}>
          <Send className="h-4 w-4" aria-hidden />
          Send example
        </Button>
      </div>
      <ActionMessage message={message} />
    </div>
  );
}
