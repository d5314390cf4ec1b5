import { z } from "zod";
import { eventTypes } from "./event-catalogue";
import { pageMetaShape, pageQuerySchema, pageSizeSchema, timestampSchema, typeIdSchema } from "./common";
import { deliveryStatuses } from "./vocabulary";
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, type WebhookEndpointFieldName } from "./webhook-endpoint-fields";

// Webhook endpoints and their delivery log as the API shows them: /v1/webhooks/**.

const MAX_DELIVERIES_PAGE_SIZE = 100;

const webhookEventTypeSchema = z.enum(eventTypes).meta({
  id: "WebhookEventType",
  description: "An event type of the catalogue (see the document's `webhooks` section for each payload).",
  example: "module.sync_state.changed",
});

const eventFilterSchema = z.enum(["*", ...eventTypes]).meta({
  description: "An event type of the catalogue, or `*` for every event (alone).",
  example: "invoice.created",
});

const webhookUrlSchema = z
  .string()
  .min(1, "Enter the URL your receiver listens on, such as https://erp.example.com/webhooks.")
  .max(MAX_WEBHOOK_URL_LENGTH, `Use a URL of at most ${MAX_WEBHOOK_URL_LENGTH} characters.`)
  .meta({
    format: "uri",
    description:
      "Where deliveries are POSTed. https only (plain http to loopback only on servers that allow it for development). Loopback, private, link-local, CGNAT, multicast, unspecified and cloud-metadata addresses are refused in every spelling, here and again after DNS resolution at each delivery. Redirects are not followed.",
    example: "https://erp.example.com/webhooks/integrations",
  });

const descriptionSchema = z
  .string()
  .max(MAX_WEBHOOK_DESCRIPTION_LENGTH, `Use at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters.`)
  .meta({ description: `A note for people, at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters.`, example: "ERP: invoices and token changes" });

/** A dated /v1 version; the domain checks it is one of ours (a 422 listing them otherwise). */
const webhookApiVersionSchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a dated API version, such as 2026-11-27.")
  .meta({
    description:
      "The API version the endpoint's payloads are rendered at (`YYYY-MM-DD`, one of the changelog's). Independent of the account's default once set.",
    example: "2026-11-27",
  });

const eventFiltersSchema = z
  .array(eventFilterSchema)
  .min(1, "Choose at least one event type, or all events.")
  .max(eventTypes.length + 1);

/**
 * The endpoint's own fields, as POST /v1/webhooks takes them: the one declaration of its shape.
 * PATCH takes each optionally, and the customer area's actions validate with these same schemas.
 */
export const webhookEndpointFields = {
  url: webhookUrlSchema,
  events: eventFiltersSchema.meta({ description: 'Event types to receive, or `["*"]` for all (including types added later).', example: ["invoice.created", "token.created"] }),
  description: descriptionSchema.nullable().optional(),
} satisfies Record<WebhookEndpointFieldName, z.ZodType>;

/** An event filter as a form sends it: a type of the catalogue, or `*`. */
export type WebhookEventFilter = z.infer<typeof eventFilterSchema>;

const secretSchema = z
  .string()
  .max(100)
  .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/)
  .meta({
    description: "The signing secret (`whsec_` + base64 of 32 random bytes). Shown this once: store it now. Only its encrypted form is kept.",
    example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwx3QmYk4tYpE=",
  });

export const webhookIdParamsSchema = z.object({
  id: typeIdSchema("wh", "The webhook's id.").meta({ param: { description: "The webhook's id (`wh_…`)." } }),
});

export const deliveryParamsSchema = webhookIdParamsSchema.extend({
  msg_id: typeIdSchema("msg", "The delivery's id.").meta({
    param: { description: "The delivery's id (`msg_…`), the same as its `webhook-id` header." },
  }),
});

export const createWebhookBodySchema = z
  .strictObject({
    ...webhookEndpointFields,
    api_version: webhookApiVersionSchema.optional().meta({ description: "The API version its payloads are rendered at; defaults to the account's." }),
  })
  .meta({ id: "CreateWebhookRequest" });

export const updateWebhookBodySchema = z
  .strictObject({
    url: webhookUrlSchema.optional().meta({ description: "A new endpoint URL, checked like a new registration. The signing secret stays the same." }),
    events: eventFiltersSchema.optional().meta({ description: 'Replaces the subscribed event types; `["*"]` for all.', example: ["invoice.created"] }),
    description: descriptionSchema.nullable().optional().meta({ description: "A note for people; null or an empty string clears it." }),
    enabled: z.boolean().optional().meta({ description: "false disables deliveries (reason `manual`), true resumes them." }),
    api_version: webhookApiVersionSchema
      .optional()
      .meta({ description: "Moves the endpoint to another API version: every payload sent from now on, retries included, is rendered at it. Try it first with a test event at that version." }),
    // Every field of the endpoint may be changed: the compiler points here when one is added.
  } satisfies Record<WebhookEndpointFieldName | "enabled" | "api_version", z.ZodType>)
  .refine((body) => Object.keys(body).length > 0, { message: "Send at least one of url, events, description, enabled, api_version." })
  .meta({ id: "UpdateWebhookRequest", description: "The fields to change; fields left out keep their value." });

export const webhookSchema = z
  .object({
    id: typeIdSchema("wh", "The webhook's id."),
    url: webhookUrlSchema,
    description: descriptionSchema.nullable(),
    events: eventFiltersSchema.meta({ description: 'Subscribed event types, sorted, or `["*"]`.' }),
    enabled: z.boolean().meta({ description: "Whether deliveries are sent. Pending deliveries wait while disabled and resume on enable." }),
    api_version: webhookApiVersionSchema,
    disabled_reason: z
      .enum(["manual", "gone", "failing"])
      .nullable()
      .meta({
        description:
          "Why it is disabled: `manual` (disabled by you), `gone` (the endpoint answered 410) or `failing` (no success for 5 days); null while enabled.",
        example: null,
      }),
    created_at: timestampSchema,
    secret_rotated_at: timestampSchema.optional().meta({ description: "When the secret was last rotated; absent if it never was." }),
  })
  .meta({ id: "Webhook", description: "An endpoint that receives signed events. The secret is never shown again after creation or rotation." });

export const webhookListSchema = z
  .object({ data: z.array(webhookSchema).max(1000).meta({ description: "The account's webhooks, newest first." }) })
  .meta({ id: "WebhookList" });

export const createdWebhookSchema = webhookSchema
  .extend({ secret: secretSchema })
  .meta({ id: "WebhookWithSecret", description: "The new webhook and its signing secret, shown this once." });

export const webhookSecretRotationSchema = webhookSchema
  .extend({
    secret: secretSchema.meta({ description: "The new signing secret. Shown this once: store it now." }),
    previous_secret_expires_at: timestampSchema.meta({
      description: "Until then every delivery carries two signatures (new and previous secret), so receivers can switch without missing one.",
    }),
  })
  .meta({ id: "WebhookSecretRotation", description: "The webhook with its new secret, shown this once." });

const deliveryStatusSchema = z.enum(deliveryStatuses).meta({
  id: "WebhookDeliveryStatus",
  description: "`pending` (queued or waiting for a retry), `succeeded` (a 2xx came back) or `failed` (retries exhausted, or 410).",
  example: "succeeded",
});

const httpStatusSchema = z.number().int().min(100).max(599).meta({ format: "int32", example: 200 });
const latencySchema = z.number().int().min(0).max(600_000).meta({ format: "int32", description: "Milliseconds from sending to the end of the response (or the error).", example: 84 });

export const deliverySchema = z
  .object({
    id: typeIdSchema("msg", "The delivery's id: its `webhook-id` header, the same on every attempt."),
    webhook_id: typeIdSchema("wh", "The webhook it is for."),
    event_id: typeIdSchema("evt", "The event delivered."),
    event_type: webhookEventTypeSchema,
    status: deliveryStatusSchema,
    attempt_count: z.number().int().min(0).max(1000).meta({ format: "int32", description: "Attempts made so far.", example: 1 }),
    next_attempt_at: timestampSchema.nullable().meta({ description: "When the next attempt is due; null once finished, and while the webhook is disabled (its pending deliveries are not attempted until it is enabled again, then they are due at once)." }),
    last_attempt_at: timestampSchema.nullable(),
    last_response_status: httpStatusSchema.nullable().meta({ description: "HTTP status of the latest attempt; null before the first or when no response came." }),
    last_latency_ms: latencySchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: "WebhookDelivery", description: "One event for one endpoint, with the outcome of its latest attempt." });

const headerValuesSchema = z
  .record(z.string().max(64), z.string().max(1024))
  .meta({
    description: "The request headers sent. Signatures are not recorded.",
    example: { "content-type": "application/json", "webhook-id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r", "webhook-timestamp": "1795340460" },
  });

const deliveryAttemptSchema = z
  .object({
    attempted_at: timestampSchema,
    response_status: httpStatusSchema.nullable().meta({ description: "HTTP status; null when no response came (timeout, refused, blocked address)." }),
    latency_ms: latencySchema,
    response_excerpt: z.string().max(4096).nullable().meta({ description: "The first 4 KiB of the response body at most.", example: "ok" }),
    error: z.string().max(500).nullable().meta({ description: "Why it failed without a usable response (timeout, redirect not followed, …).", example: null }),
    request_headers: headerValuesSchema,
  })
  .meta({ id: "WebhookDeliveryAttempt", description: "One HTTP attempt of a delivery." });

export const deliveryDetailSchema = deliverySchema
  .extend({
    request_body: z.string().max(65_536).meta({
      description: "The JSON body every attempt sends: `{ type, timestamp, data }`.",
      example: '{"type":"webhook.test","timestamp":"2026-11-22T09:30:00.000Z","data":{}}',
    }),
    api_version: webhookApiVersionSchema.meta({
      description: "The API version `request_body` is rendered at: the endpoint's, or the one a test event was sent at. Also sent as the `api-version` request header.",
      example: "2026-11-27",
    }),
    attempts: z.array(deliveryAttemptSchema).max(1000).meta({ description: "Every attempt, oldest first." }),
  })
  .meta({ id: "WebhookDeliveryDetail", description: "A delivery with its request body and every attempt." });

export const sendTestEventBodySchema = z
  .strictObject({
    api_version: webhookApiVersionSchema.optional().meta({
      description: "Renders the test event at this API version instead of the endpoint's: try a receiver on a new version before moving the endpoint to it.",
    }),
  })
  .meta({ id: "SendWebhookTestEventRequest", description: "Optional: send no body, or `{}`, for a test event at the endpoint's version." });

export const listDeliveriesQuerySchema = pageQuerySchema
  .extend({
    limit: pageSizeSchema(MAX_DELIVERIES_PAGE_SIZE),
  })
  .strict();

export const deliveryListSchema = z
  .object({
    data: z.array(deliverySchema).max(MAX_DELIVERIES_PAGE_SIZE).meta({ description: "Deliveries, newest first (by `created_at`, then `id`)." }),
    ...pageMetaShape,
  })
  .meta({ id: "WebhookDeliveryList", description: "A page of a webhook's delivery log." });

export type WebhookResource = z.infer<typeof webhookSchema>;
export type DeliveryResource = z.infer<typeof deliverySchema>;
export type DeliveryAttemptResource = z.infer<typeof deliveryAttemptSchema>;
export type DeliveryDetailResource = z.infer<typeof deliveryDetailSchema>;
