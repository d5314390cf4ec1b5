// POST /v1/webhooks/{id}/test: queue a `webhook.test` event for this endpoint only.
import { examplePendingDelivery } from "../../openapi/webhook-examples";
import { deliverySchema, webhookIdParamsSchema } from "../../../platform/schemas/webhooks";
import { sendTestEvent } from "../../../domains/webhooks/send-test-event";
import { toDeliveryResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const sendWebhookTestEvent = defineOperation({
  method: "post",
  path: "/v1/webhooks/{id}/test",
  operationId: "sendWebhookTestEvent",
  summary: "Send a test event",
  description: "Queues a `webhook.test` event for this endpoint only and returns its delivery, which is attempted within a second. Follow it in the delivery log.",
  tags: ["Webhooks"],
  scope: "write",
  params: webhookIdParamsSchema,
  success: { status: 202, description: "The queued delivery.", schema: deliverySchema, example: examplePendingDelivery },
  errors: [404, 409],
  handler: async ({ params, principal, origin }) => {
    const { event, delivery } = await sendTestEvent({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id });
    return jsonResponse(toDeliveryResource({ ...delivery, eventType: event.type, lastAttempt: null }), { status: 202 });
  },
});
