// POST /v1/webhooks/{id}/test: queue a `webhook.test` event for this endpoint only.
import { examplePendingDelivery } from "../../openapi/webhook-examples";
import { deliverySchema, sendTestEventBodySchema, webhookIdParamsSchema } from "../../../platform/schemas/webhooks";
import { sendTestEvent } from "../../../domains/webhooks/send-test-event";
import { toDeliveryResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const sendWebhookTestEvent = defineOperation({
  method: "post",
  path: "/v1/webhooks/{id}/test",
  operationId: "sendWebhookTestEvent",
  summary: "Send a test event",
  description:
    "Queues a `webhook.test` event for this endpoint only and returns its delivery, which is attempted within a second. Follow it in the delivery log. With `api_version`, the event is rendered at that API version instead of the endpoint's: try your receiver on a new version before moving the endpoint to it.",
  tags: ["Webhooks"],
  scope: "write",
  params: webhookIdParamsSchema,
  body: { schema: sendTestEventBodySchema, example: { api_version: "2026-11-27" } },
  success: { status: 202, description: "The queued delivery.", schema: deliverySchema, example: examplePendingDelivery },
  errors: [400, 404, 409, 415],
  handler: async ({ params, body, principal, origin }) => {
    const { event, delivery } = await sendTestEvent({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id, apiVersion: body.api_version });
    return jsonResponse(toDeliveryResource({ ...delivery, eventType: event.type, lastAttempt: null }), { status: 202 });
  },
});
