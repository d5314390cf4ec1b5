// DELETE /v1/webhooks/{id}: remove the endpoint and its delivery log.
import { webhookIdParamsSchema } from "../../../platform/schemas/webhooks";
import { deleteWebhook as removeWebhook } from "../../../domains/webhooks/delete-webhook";
import { defineOperation } from "../operation";

export const deleteWebhook = defineOperation({
  method: "delete",
  path: "/v1/webhooks/{id}",
  operationId: "deleteWebhook",
  summary: "Delete a webhook endpoint",
  description: "Removes the endpoint with its delivery log. Pending deliveries are dropped.",
  tags: ["Webhooks"],
  scope: "write",
  params: webhookIdParamsSchema,
  success: { status: 204, description: "Deleted." },
  errors: [404],
  handler: async ({ params, principal, origin }) => {
    await removeWebhook({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id });
    return new Response(null, { status: 204 });
  },
});
