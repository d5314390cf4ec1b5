// GET /v1/webhooks/{id}: one endpoint.
import { exampleWebhook } from "../../openapi/webhook-examples";
import { webhookIdParamsSchema, webhookSchema } from "../../../platform/schemas/webhooks";
import { getWebhookOrThrow } from "../../../domains/webhooks/get-webhook-or-throw";
import { toWebhookResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const getWebhook = defineOperation({
  method: "get",
  path: "/v1/webhooks/{id}",
  operationId: "getWebhook",
  summary: "Read a webhook endpoint",
  description: "One webhook endpoint, with whether it is enabled and, if not, why. The secret is never included.",
  tags: ["Webhooks"],
  scope: "read",
  params: webhookIdParamsSchema,
  success: { status: 200, description: "The webhook.", schema: webhookSchema, example: exampleWebhook },
  errors: [404],
  handler: async ({ params, principal }) => {
    const webhook = await getWebhookOrThrow({ accountId: principal.accountId, webhookId: params.id });
    return jsonResponse(toWebhookResource(webhook));
  },
});
