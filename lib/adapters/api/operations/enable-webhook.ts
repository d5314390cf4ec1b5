// POST /v1/webhooks/{id}/enable: resume deliveries (also after the service disabled it).
import { exampleWebhook } from "../../openapi/webhook-examples";
import { webhookIdParamsSchema, webhookSchema } from "../../../platform/schemas/webhooks";
import { setWebhookEnabled } from "../../../domains/webhooks/set-webhook-enabled";
import { toWebhookResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const enableWebhook = defineOperation({
  method: "post",
  path: "/v1/webhooks/{id}/enable",
  operationId: "enableWebhook",
  summary: "Enable a webhook endpoint",
  description: "Resumes deliveries, also after the service disabled the endpoint (`gone` or `failing`); waiting deliveries are sent. Enabling an enabled endpoint changes nothing.",
  tags: ["Webhooks"],
  scope: "write",
  params: webhookIdParamsSchema,
  success: { status: 200, description: "The webhook, enabled.", schema: webhookSchema, example: exampleWebhook },
  errors: [404],
  handler: async ({ params, principal, origin }) => {
    const { webhook } = await setWebhookEnabled({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id, enabled: true });
    return jsonResponse(toWebhookResource(webhook));
  },
});
