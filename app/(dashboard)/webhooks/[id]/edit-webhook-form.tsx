"use client";

import { useRef, useState, useTransition, type FormEvent } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { useFocusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { webhookErrorsByField, type WebhookField } from "../webhook-field-errors";
import { updateWebhookAction } from "../actions";
import { EventChecklist } from "../event-checklist";


/** Changes the endpoint in place (`PATCH /v1/webhooks/{id}`): the signing secret and the delivery log stay. */
export function EditWebhookForm({ webhook }: { webhook: { id: string; url: string; description: string | null; events: string[] } }) {
  const updateWebhook = useOwnAction(updateWebhookAction, { refreshPage: true });
  const form = useRef<HTMLFormElement>(null);
  const [all, setAll] = useState(webhook.events.includes("*"));
  const [errors, setErrors] = useState<Partial<Record<WebhookField, string>>>({});
  useFocusFirstInvalid(form, errors);
  const [message, setMessage] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      id: webhook.id,
      url: String(data.get("url") ?? ""),
      events: all ? ["*"] : data.getAll("events").map(String),
      description: String(data.get("description") ?? ""),
    };
    startTransition(async () => {
      const result = await updateWebhook(input);
      if (!result.ok) {
        const byField = webhookErrorsByField(result.fieldErrors);
        setErrors(byField);
        setMessage({ tone: "danger", text: Object.keys(byField).length > 0 ? "Check the fields marked below." : result.error });
        return;
      }
      setErrors({});
      setMessage({ tone: "success", text: "Saved. The signing secret is unchanged." });
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="edit-webhook-heading" className="space-y-4">
      {message ? (
        <Notice tone={message.tone} role={message.tone === "danger" ? "alert" : "status"}>
          {message.text}
        </Notice>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Endpoint URL" name="url" type="url" required maxLength={2048} defaultValue={webhook.url} error={errors.url} />
        <TextField label="Description (optional)" name="description" maxLength={500} defaultValue={webhook.description ?? ""} error={errors.description} />
      </div>
      <EventChecklist all={all} onAllChange={setAll} error={errors.events} selected={webhook.events} />
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save changes"}
      </Button>
    </form>
  );
}
