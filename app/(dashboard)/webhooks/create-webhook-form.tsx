"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useFocusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { webhookErrorsByField, type WebhookField } from "./webhook-field-errors";
import { createWebhookAction } from "./actions";
import { EventChecklist } from "./event-checklist";
import { ShownOnceSecretDialog, type ShownOnceSecret } from "@/components/ui/shown-once-secret-dialog";
import { useOwnAction } from "@/components/providers/use-own-action";


export function CreateWebhookForm() {
  const callCreateWebhook = useOwnAction(createWebhookAction);
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [all, setAll] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<WebhookField, string>>>({});
  useFocusFirstInvalid(form, errors);
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownOnceSecret | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      url: String(data.get("url") ?? ""),
      events: all ? ["*"] : data.getAll("events").map(String),
      description: String(data.get("description") ?? ""),
    };
    startTransition(async () => {
      const result = await callCreateWebhook(input);
      if (!result.ok) {
        const byField = webhookErrorsByField(result.fieldErrors);
        setErrors(byField);
        setFormError(Object.keys(byField).length > 0 ? "Check the fields marked below." : result.error);
        return;
      }
      setErrors({});
      setFormError(null);
      form.current?.reset();
      setAll(true);
      setCreatedId(result.data.id);
      setShown({
        secret: result.data.secret,
        label: "Signing secret",
        storeAdvice: "in your receiver's secret manager now",
        title: "Copy the signing secret",
        description: `Deliveries to ${result.data.url} are signed with it (Standard Webhooks). Your receiver verifies each one with this secret.`,
      });
    });
  }

  const submitButton = useCallback(() => form.current?.querySelector<HTMLElement>('button[type="submit"]'), []);

  // The secret is stored: carry on to the new endpoint's page (test it, watch deliveries).
  function closeDialog() {
    setShown(null);
    if (createdId) router.push(`/webhooks/${createdId}`);
    else router.refresh();
  }

  return (
    <>
      <form ref={form} onSubmit={submit} noValidate aria-labelledby="create-webhook-heading" className="space-y-4">
        {formError ? (
          <Notice tone="danger" role="alert">
            {formError}
          </Notice>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Endpoint URL"
            name="url"
            type="url"
            required
            maxLength={2048}
            placeholder="https://erp.example.com/webhooks"
            error={errors.url}
          />
          <TextField label="Description (optional)" name="description" maxLength={500} placeholder="e.g. ERP invoices" error={errors.description} />
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
