// The webhook endpoint's editable fields and their limits, apart from the zod schemas
// (lib/platform/schemas/webhooks.ts, which builds its shapes from them) so that a form can size
// its inputs and point errors at them without shipping zod to the browser.

export const MAX_WEBHOOK_URL_LENGTH = 2048;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 500;

/** The fields of an endpoint people set, as the API's JSON pointers name them (`#/url`, `#/events/0`, …). */
export const webhookEndpointFieldNames = ["url", "events", "description"] as const;
export type WebhookEndpointFieldName = (typeof webhookEndpointFieldNames)[number];
