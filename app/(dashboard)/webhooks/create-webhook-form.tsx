"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SubmissionNotice } from "@/components/ui/submission-notice";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmission } from "@/components/ui/use-form-submission";
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, webhookEndpointFieldNames } from "@/lib/platform/schemas/webhook-endpoint-fields";
import type { WebhookEventFilter } from "@/lib/platform/schemas/webhooks";
import { createWebhookAction } from "./actions";
import { EventChecklist } from "./event-checklist";
import type { ShownOnceSecret } from "@/components/ui/shown-once-secret";
import { ShownOnceSecretDialog } from "@/components/ui/shown-once-secret-dialog";
import { useOwnAction } from "@/components/providers/use-own-action";


export function CreateWebhookForm() {
  const callCreateWebhook = useOwnAction(createWebhookAction);
  const router = useRouter();
  const [all, setAll] = useState(true);
  const [shown, setShown] = useState<ShownOnceSecret | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const { form, errors, message, pending, submit, submitButton } = useFormSubmission({
    action: callCreateWebhook,
    fields: webhookEndpointFieldNames,
    resetOnSuccess: true,
    pointToFields: true,
    onSuccess: (created) => {
      setAll(true);
      setCreatedId(created.id);
      setShown({
        secret: created.secret,
        label: "Signing secret",
        storeAdvice: "in your receiver's secret manager now",
        title: "Copy the signing secret",
        description: `Deliveries to ${created.url} are signed with it (Standard Webhooks). Your receiver verifies each one with this secret.`,
      });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      url: String(data.get("url") ?? ""),
      events: (all ? ["*"] : data.getAll("events").map(String)) as WebhookEventFilter[],
      description: String(data.get("description") ?? ""),
    };
    submit(input);
  }

  // The secret is stored: carry on to the new endpoint's page (test it, watch deliveries).
  function closeDialog() {
    setShown(null);
    if (createdId) router.push(`/webhooks/${createdId}`);
    else router.refresh();
  }

  return (
    <>
      <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="create-webhook-heading" className="space-y-4">
        <SubmissionNotice message={message} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Endpoint URL"
            name="url"
            type="url"
            required
            maxLength={MAX_WEBHOOK_URL_LENGTH}
            placeholder="https://erp.example.com/webhooks"
            error={errors.url}
          />
          <TextField label="Description (optional)" name="description" maxLength={MAX_WEBHOOK_DESCRIPTION_LENGTH} placeholder="e.g. ERP invoices" error={errors.description} />
        </div>
        <EventChecklist all={all} onAllChange={setAll} error={errors.events} />
        <Button type="submit" disabled={pending}>
          {pending ? "Adding…" : "Add endpoint"}
        </Button>
      </form>
      <ShownOnceSecretDialog shown={shown} onClose={closeDialog} returnFocusTo={createdId ? undefined : submitButton} />
    </>
  );
}
