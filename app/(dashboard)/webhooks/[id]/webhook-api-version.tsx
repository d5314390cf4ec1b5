"use client";

import { useState, useTransition } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { ActionMessage } from "@/components/ui/action-message";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Send } from "@/components/icons/icons";
import type { EventType } from "@/lib/platform/schemas/event-catalogue";
import { sendTestEventAtVersionAction, setWebhookApiVersionAction } from "../actions";
import { deliveriesKey } from "./delivery-log-query";

/** A dated version of /v1 and the titles of the changes it brings (from the changelog's modules). */
export interface VersionOption {
  version: string;
  changes: string[];
  /** The event types whose payloads these changes reshape. */
  events: EventType[];
}

export interface WebhookApiVersionProps {
  webhookId: string;
  current: string;
  versions: VersionOption[];
  enabled: boolean;
}

/**
 * Moving the endpoint's API version (its payloads are rendered at it): a choice, a test event at
 * the chosen version first (the endpoint stays where it is until moved), then the move, which
 * applies to every payload sent from then on, retries included. Fetched when asked for
 * (change-api-version.tsx).
 */
export function WebhookApiVersion({ webhookId, current, versions, enabled }: WebhookApiVersionProps) {
  const newest = versions.at(-1)!.version;
  const [chosen, setChosen] = useState(current === newest ? current : newest);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const sendTest = useOwnAction(sendTestEventAtVersionAction, { invalidate: [deliveriesKey(webhookId)] });
  const move = useOwnAction(setWebhookApiVersionAction, { invalidate: [deliveriesKey(webhookId)] });

  const [from, to] = [versions.findIndex((entry) => entry.version === current), versions.findIndex((entry) => entry.version === chosen)];
  // Upgrading lists what the newer versions change; going back, what the endpoint would lose.
  const crossed = from < to ? versions.slice(from + 1, to + 1) : versions.slice(to + 1, from + 1);
  const between = crossed.flatMap((entry) => entry.changes.map((title) => ({ version: entry.version, title })));
  // The events whose shape differs between the two: what a test at the chosen version should show.
  const affected = [...new Set(crossed.flatMap((entry) => entry.events))];

  function sendTestEvent() {
    startTransition(async () => {
      const result = await sendTest({ id: webhookId, apiVersion: chosen, eventTypes: affected });
      setMessage(
        result.ok ? { tone: "ok", text: `Example ${result.data.eventTypes.join(", ")} at ${chosen} queued: watch the delivery log.` } : { tone: "error", text: result.error },
      );
    });
  }

  function moveEndpoint() {
    startTransition(async () => {
      const result = await move({ id: webhookId, apiVersion: chosen });
      setMessage(result.ok ? { tone: "ok", text: `The endpoint is now on ${result.data.api_version}: payloads from now on are rendered at it.` } : { tone: "error", text: result.error });
    });
  }

  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48">
          <SelectField
            label="Version"
            name="api-version"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={versions.map((entry) => ({ value: entry.version, label: entry.version === current ? `${entry.version} (current)` : entry.version }))}
          />
        </div>
        <Button variant="secondary" onClick={sendTestEvent} disabled={pending || !enabled} title={enabled ? undefined : "Enable the endpoint first"}>
          <Send className="h-4 w-4" aria-hidden />
          Try {chosen} with an example
        </Button>
        <Button onClick={moveEndpoint} disabled={pending || chosen === current}>
          Move endpoint to {chosen}
        </Button>
      </div>
      {between.length > 0 ? (
        <div>
          <p className="font-medium">{from < to ? `What ${chosen} changes in the payloads:` : `Going back to ${chosen} undoes:`}</p>
          <ul className="ml-5 list-disc text-zinc-700 dark:text-zinc-300">
            {between.map((change) => (
              <li key={`${change.version}-${change.title}`}>
                {change.version}: <CodeSpans text={change.title} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ActionMessage message={message} />
    </div>
  );
}

/** A changelog title's `code` spans (Markdown backticks) as <code>. */
function CodeSpans({ text }: { text: string }) {
  return <>{text.split("`").map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}
