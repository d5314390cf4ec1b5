"use client";

import { useState, type FormEvent } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { SubmissionNotice } from "@/components/ui/submission-notice";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmission } from "@/components/ui/use-form-submission";
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, webhookEndpointFieldNames } from "@/lib/platform/schemas/webhook-endpoint-fields";
import type { WebhookEventFilter } from "@/lib/platform/schemas/webhooks";
import { updateWebhookAction } from "../actions";
import { EventChecklist } from "../event-checklist";


/** Changes the endpoint in place (`PATCH /v1/webhooks/{id}`): the signing secret and the delivery log stay. */
export function EditWebhookForm({ webhook }: { webhook: { id: string; url: string; description: string | null; events: string[] } }) {
  const updateWebhook = useOwnAction(updateWebhookAction, { refreshPage: true });
  const [all, setAll] = useState(webhook.events.includes("*"));
  const { form, errors, message, pending, submit } = useFormSubmission({
    action: updateWebhook,
    fields: webhookEndpointFieldNames,
    pointToFields: true,
    onSuccess: () => "Saved. The signing secret is unchanged.",
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      id: webhook.id,
      url: String(data.get("url") ?? ""),
      events: (all ? ["*"] : data.getAll("events").map(String)) as WebhookEventFilter[],
      description: String(data.get("description") ?? ""),
    };
    submit(input);
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="edit-webhook-heading" className="space-y-4">
      <SubmissionNotice message={message} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Endpoint URL" name="url" type="url" required maxLength={MAX_WEBHOOK_URL_LENGTH} defaultValue={webhook.url} error={errors.url} />
        <TextField label="Description (optional)" name="description" maxLength={MAX_WEBHOOK_DESCRIPTION_LENGTH} defaultValue={webhook.description ?? ""} error={errors.description} />
      </div>
      <EventChecklist all={all} onAllChange={setAll} error={errors.events} selected={webhook.events} />
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save changes"}
      </Button>
    </form>
  );
}
