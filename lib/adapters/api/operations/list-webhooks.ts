// GET /v1/webhooks: the account's endpoints.
import { exampleWebhook } from "../../openapi/webhook-examples";
import { webhookListSchema } from "../../../platform/schemas/webhooks";
import { listWebhooks as listAccountWebhooks } from "../../../domains/webhooks/list-webhooks";
import { toWebhookResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const listWebhooks = defineOperation({
  method: "get",
  path: "/v1/webhooks",
  operationId: "listWebhooks",
  summary: "List webhook endpoints",
  description: "The account's webhook endpoints, newest first. Not paged: an account has few. Secrets are never included.",
  tags: ["Webhooks"],
  scope: "read",
  success: { status: 200, description: "The account's webhooks.", schema: webhookListSchema, example: { data: [exampleWebhook] } },
  handler: async ({ principal }) => {
    const webhooks = await listAccountWebhooks({ accountId: principal.accountId });
    return jsonResponse({ data: webhooks.map(toWebhookResource) });
  },
});
