import type { FieldError } from "@/lib/errors/app-error";

export type WebhookField = "url" | "events" | "description";

/** The API's JSON pointers (`#/url`, `#/events/0`, …) onto the create and edit forms' fields. */
export function webhookErrorsByField(errors: FieldError[] | undefined): Partial<Record<WebhookField, string>> {
  const byField: Partial<Record<WebhookField, string>> = {};
  for (const { pointer, detail } of errors ?? []) {
    const key = pointer.replace(/^#\//, "").split("/")[0];
    if ((key === "url" || key === "events" || key === "description") && !byField[key]) byField[key] = detail;
  }
  return byField;
}
