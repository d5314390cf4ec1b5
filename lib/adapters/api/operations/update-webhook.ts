// PATCH /v1/webhooks/{id}: change an endpoint in place; its secret and delivery log stay.
import { exampleWebhook } from "../../openapi/webhook-examples";
import { updateWebhookBodySchema, webhookIdParamsSchema, webhookSchema } from "../../../platform/schemas/webhooks";
import { updateWebhook as changeWebhook } from "../../../domains/webhooks/update-webhook";
import { toWebhookResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

const changed = { url: "https://erp.example.com/webhooks/v2", events: ["invoice.created"] };

export const updateWebhook = defineOperation({
  method: "patch",
  path: "/v1/webhooks/{id}",
  operationId: "updateWebhook",
  summary: "Change a webhook endpoint",
  description:
    "Changes the URL, the event types, the description or whether the endpoint is enabled, in place: the signing secret and the delivery log stay. Fields left out keep their value. A new URL is checked like a new registration (https, no private, loopback, link-local or metadata address): a refused URL is a 422 whose `errors[0].pointer` is `#/url`, and nothing changes.",
  tags: ["Webhooks"],
  scope: "write",
  params: webhookIdParamsSchema,
  body: { schema: updateWebhookBodySchema, example: changed },
  success: { status: 200, description: "The webhook as it is now.", schema: webhookSchema, example: { ...exampleWebhook, ...changed } },
  errors: [400, 404, 415],
  handler: async ({ params, body, principal, origin }) => {
    const { api_version: apiVersion, ...fields } = body;
    const { webhook } = await changeWebhook({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id, ...fields, apiVersion });
    return jsonResponse(toWebhookResource(webhook));
  },
});
