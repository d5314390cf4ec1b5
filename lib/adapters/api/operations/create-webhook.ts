// POST /v1/webhooks: register an endpoint; its signing secret is shown once.
import { exampleSecret, exampleWebhook } from "../../openapi/webhook-examples";
import { createWebhookBodySchema, createdWebhookSchema } from "../../../platform/schemas/webhooks";
import { createWebhook as registerWebhook } from "../../../domains/webhooks/create-webhook";
import { toWebhookResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const createWebhook = defineOperation({
  method: "post",
  path: "/v1/webhooks",
  operationId: "createWebhook",
  summary: "Register a webhook endpoint",
  description:
    "Registers an endpoint for the given event types and returns its signing secret, once. Every delivery is a `POST` signed by the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The URL must be https, and may not point at a loopback, private, link-local, CGNAT, multicast, unspecified or metadata address in any spelling: such URLs are refused with a 422 whose `errors[0].pointer` is `#/url`.",
  tags: ["Webhooks"],
  scope: "write",
  body: { schema: createWebhookBodySchema, example: { url: exampleWebhook.url, events: exampleWebhook.events, description: exampleWebhook.description } },
  success: { status: 201, description: "The webhook and its secret, shown this once.", schema: createdWebhookSchema, example: { ...exampleWebhook, secret: exampleSecret } },
  errors: [400, 415],
  handler: async ({ body, principal, origin }) => {
    const { api_version: apiVersion, ...fields } = body;
    const { webhook, secret } = await registerWebhook({ accountId: principal.accountId, actor: principal.actor, origin, ...fields, apiVersion });
    return jsonResponse({ ...toWebhookResource(webhook), secret }, { status: 201 });
  },
});
