// POST /v1/webhooks/{id}/disable: stop deliveries (they wait until enabled).
import { exampleWebhook } from "../../openapi/webhook-examples";
import { webhookIdParamsSchema, webhookSchema } from "../../../platform/schemas/webhooks";
import { setWebhookEnabled } from "../../../domains/webhooks/set-webhook-enabled";
import { toWebhookResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const disableWebhook = defineOperation({
  method: "post",
  path: "/v1/webhooks/{id}/disable",
  operationId: "disableWebhook",
  summary: "Disable a webhook endpoint",
  description: "Stops deliveries (reason `manual`). New events still queue deliveries for it; they wait and are sent once it is enabled again. Disabling a disabled endpoint changes nothing.",
  tags: ["Webhooks"],
  scope: "write",
  params: webhookIdParamsSchema,
  success: { status: 200, description: "The webhook, disabled.", schema: webhookSchema, example: { ...exampleWebhook, enabled: false, disabled_reason: "manual" } },
  errors: [404],
  handler: async ({ params, principal, origin }) => {
    const { webhook } = await setWebhookEnabled({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id, enabled: false });
    return jsonResponse(toWebhookResource(webhook));
  },
});
