import type { ZodOpenApiPathsObject } from "zod-openapi";
import { linkHeaderSchema } from "../schemas/audit";
import {
  createWebhookBodySchema,
  createdWebhookSchema,
  deliveryDetailSchema,
  deliveryListSchema,
  deliveryParamsSchema,
  deliverySchema,
  listDeliveriesQuerySchema,
  webhookIdParamsSchema,
  webhookListSchema,
  webhookSchema,
  updateWebhookBodySchema,
  webhookSecretRotationSchema,
} from "../schemas/webhooks";
import { defineOperation } from "./operation";
import { exampleDelivery, exampleDeliveryDetail, examplePendingDelivery, exampleSecret, exampleWebhook } from "./webhook-examples";

// Operations of the webhooks resource; assembled into the document by lib/openapi/document.ts.
// The events they deliver are described in the document's `webhooks` section (webhook-events.ts).

const tags = ["Webhooks"];
const path = { path: webhookIdParamsSchema };

const createWebhook = defineOperation({
  operationId: "createWebhook",
  summary: "Register a webhook endpoint",
  description:
    "Registers an endpoint for the given event types and returns its signing secret, once. Every delivery is a `POST` signed by the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The URL must be https, and may not point at a loopback, private, link-local, CGNAT, multicast, unspecified or metadata address in any spelling: such URLs are refused with a 422 whose `errors[0].pointer` is `#/url`.",
  tags,
  scope: "write",
  requestBody: { schema: createWebhookBodySchema, example: { url: exampleWebhook.url, events: exampleWebhook.events, description: exampleWebhook.description } },
  success: { status: 201, description: "The webhook and its secret, shown this once.", schema: createdWebhookSchema, example: { ...exampleWebhook, secret: exampleSecret } },
  errors: [400, 413, 415],
});

const listWebhooks = defineOperation({
  operationId: "listWebhooks",
  summary: "List webhook endpoints",
  description: "The account's webhook endpoints, newest first. Not paged: an account has few. Secrets are never included.",
  tags,
  scope: "read",
  success: { status: 200, description: "The account's webhooks.", schema: webhookListSchema, example: { data: [exampleWebhook] } },
});

const getWebhook = defineOperation({
  operationId: "getWebhook",
  summary: "Read a webhook endpoint",
  description: "One webhook endpoint, with whether it is enabled and, if not, why. The secret is never included.",
  tags,
  scope: "read",
  requestParams: path,
  success: { status: 200, description: "The webhook.", schema: webhookSchema, example: exampleWebhook },
  errors: [404],
});

const deleteWebhook = defineOperation({
  operationId: "deleteWebhook",
  summary: "Delete a webhook endpoint",
  description: "Removes the endpoint with its delivery log. Pending deliveries are dropped.",
  tags,
  scope: "write",
  requestParams: path,
  success: { status: 204, description: "Deleted." },
  errors: [404],
});

const updateWebhook = defineOperation({
  operationId: "updateWebhook",
  summary: "Change a webhook endpoint",
  description:
    "Changes the URL, the event types, the description or whether the endpoint is enabled, in place: the signing secret and the delivery log stay. Fields left out keep their value. A new URL is checked like a new registration (https, no private, loopback, link-local or metadata address): a refused URL is a 422 whose `errors[0].pointer` is `#/url`, and nothing changes.",
  tags,
  scope: "write",
  requestParams: path,
  requestBody: { schema: updateWebhookBodySchema, example: { url: "https://erp.example.com/webhooks/v2", events: ["invoice.created"] } },
  success: { status: 200, description: "The webhook as it is now.", schema: webhookSchema, example: { ...exampleWebhook, url: "https://erp.example.com/webhooks/v2", events: ["invoice.created"] } },
  errors: [400, 404, 413, 415],
});

const sendTestEvent = defineOperation({
  operationId: "sendWebhookTestEvent",
  summary: "Send a test event",
  description: "Queues a `webhook.test` event for this endpoint only and returns its delivery, which is attempted within a second. Follow it in the delivery log.",
  tags,
  scope: "write",
  requestParams: path,
  success: { status: 202, description: "The queued delivery.", schema: deliverySchema, example: examplePendingDelivery },
  errors: [404, 409],
});

const rotateSecret = defineOperation({
  operationId: "rotateWebhookSecret",
  summary: "Rotate the signing secret",
  description:
    "Issues a new signing secret and returns it once. For the next 24 hours every delivery carries two space-separated signatures, one per secret, so receivers can switch without missing a delivery. Rotating again within those 24 hours retires the oldest secret at once.",
  tags,
  scope: "write",
  requestParams: path,
  success: {
    status: 200,
    description: "The webhook with its new secret, shown this once.",
    schema: webhookSecretRotationSchema,
    example: { ...exampleWebhook, secret_rotated_at: "2026-11-22T10:00:00Z", secret: exampleSecret, previous_secret_expires_at: "2026-11-23T10:00:00Z" },
  },
  errors: [404],
});

const disableWebhook = defineOperation({
  operationId: "disableWebhook",
  summary: "Disable a webhook endpoint",
  description: "Stops deliveries (reason `manual`). New events still queue deliveries for it; they wait and are sent once it is enabled again. Disabling a disabled endpoint changes nothing.",
  tags,
  scope: "write",
  requestParams: path,
  success: { status: 200, description: "The webhook, disabled.", schema: webhookSchema, example: { ...exampleWebhook, enabled: false, disabled_reason: "manual" } },
  errors: [404],
});

const enableWebhook = defineOperation({
  operationId: "enableWebhook",
  summary: "Enable a webhook endpoint",
  description: "Resumes deliveries, also after the service disabled the endpoint (`gone` or `failing`); waiting deliveries are sent. Enabling an enabled endpoint changes nothing.",
  tags,
  scope: "write",
  requestParams: path,
  success: { status: 200, description: "The webhook, enabled.", schema: webhookSchema, example: exampleWebhook },
  errors: [404],
});

const listDeliveries = defineOperation({
  operationId: "listWebhookDeliveries",
  summary: "List a webhook's deliveries",
  description: "The delivery log, newest first, cursor-paged, each delivery with its status and its latest attempt's HTTP status and latency.",
  tags,
  scope: "read",
  requestParams: { path: webhookIdParamsSchema, query: listDeliveriesQuerySchema },
  success: {
    status: 200,
    description: "A page of deliveries.",
    schema: deliveryListSchema,
    example: { data: [exampleDelivery], next_cursor: null, has_more: false },
    headers: linkHeaderSchema,
  },
  errors: [400, 404],
});

const getDelivery = defineOperation({
  operationId: "getWebhookDelivery",
  summary: "Read a delivery with its attempts",
  description: "One delivery with the request body it sends and every attempt: status, latency, request headers (without signatures) and the first 4 KiB of the response.",
  tags,
  scope: "read",
  requestParams: { path: deliveryParamsSchema },
  success: { status: 200, description: "The delivery and its attempts.", schema: deliveryDetailSchema, example: exampleDeliveryDetail },
  errors: [404],
});

const resendDelivery = defineOperation({
  operationId: "resendWebhookDelivery",
  summary: "Resend a delivery",
  description:
    "Schedules a new attempt now with the same `webhook-id`, so the receiver can deduplicate; a failed delivery gets one more attempt. The endpoint must be enabled (409 otherwise).",
  tags,
  scope: "write",
  requestParams: { path: deliveryParamsSchema },
  success: { status: 202, description: "The delivery, pending again.", schema: deliverySchema, example: { ...exampleDelivery, status: "pending", next_attempt_at: "2026-11-22T11:00:00Z" } },
  errors: [404, 409],
});

export const webhookPaths: ZodOpenApiPathsObject = {
  "/v1/webhooks": { get: listWebhooks, post: createWebhook },
  "/v1/webhooks/{id}": { get: getWebhook, patch: updateWebhook, delete: deleteWebhook },
  "/v1/webhooks/{id}/test": { post: sendTestEvent },
  "/v1/webhooks/{id}/rotate-secret": { post: rotateSecret },
  "/v1/webhooks/{id}/disable": { post: disableWebhook },
  "/v1/webhooks/{id}/enable": { post: enableWebhook },
  "/v1/webhooks/{id}/deliveries": { get: listDeliveries },
  "/v1/webhooks/{id}/deliveries/{msg_id}": { get: getDelivery },
  "/v1/webhooks/{id}/deliveries/{msg_id}/resend": { post: resendDelivery },
};
