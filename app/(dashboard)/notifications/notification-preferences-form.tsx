"use client";

import { useState, useTransition } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { notificationKindLabels, notificationKinds, type NotificationKind } from "@/lib/platform/schemas/notification-kinds";
import { setNotificationPreferenceAction } from "./actions";
import { ActionMessage } from "@/components/ui/action-message";

/** One switch per kind, saved as soon as it changes; the status line says what happened. */
export function NotificationPreferencesForm({ initial }: { initial: Record<NotificationKind, boolean> }) {
  const [chosen, setChosen] = useState(initial);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const callSetNotificationPreferenceAction = useOwnAction(setNotificationPreferenceAction);

  function change(kind: NotificationKind, enabled: boolean) {
    setChosen((current) => ({ ...current, [kind]: enabled }));
    startTransition(async () => {
      const result = await callSetNotificationPreferenceAction({ kind, enabled });
      if (!result.ok) {
        setChosen((current) => ({ ...current, [kind]: !enabled }));
        setMessage({ tone: "error", text: result.error });
        return;
      }
      setMessage({ tone: "ok", text: `${notificationKindLabels[kind].title}: ${enabled ? "you will be e-mailed" : "no more e-mails"}.` });
    });
  }

  return (
    <fieldset className="space-y-3" aria-busy={pending}>
      <legend className="sr-only">E-mail me when</legend>
      {notificationKinds.map((kind) => (
        <label key={kind} className="flex items-start gap-3 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
          <input
            type="checkbox"
            checked={chosen[kind]}
            onChange={(event) => change(kind, event.target.checked)}
            className="mt-0.5 h-4 w-4 rounded border-zinc-300 accent-brand-600 dark:border-zinc-700"
          />
          <span>
            <span className="font-medium">{notificationKindLabels[kind].title}</span>
            <span className="block text-zinc-600 dark:text-zinc-400">{notificationKindLabels[kind].description}</span>
          </span>
        </label>
      ))}
      <ActionMessage message={message} />
    </fieldset>
  );
}
